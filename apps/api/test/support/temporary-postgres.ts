// A throw-away PostgreSQL database next to the one `baseUrl` names (tests and benchmarks).
import { randomUUID } from 'node:crypto'
import pg from 'pg'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function temporaryPostgres(
  baseUrl: string,
  name = `haat_t_${randomUUID().replaceAll('-', '')}`,
) {
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      // pool.end() resolves before its sockets close: a forced drop at once would kill them mid-close and
      // their pool would report an unhandled 57P01. Wait for them (2 s at most), then drop.
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        )
        if (rows[0]?.n === 0) break
        await sleep(20)
      }
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}
