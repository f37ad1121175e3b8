// A throw-away PostgreSQL database next to the one DATABASE_URL names.
import pg from 'pg'

export async function temporaryPostgres(baseUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}
