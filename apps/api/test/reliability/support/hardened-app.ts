// The store's server without its pages: hardening (headers, CORS), the API and the embedded login
// provider, over a fresh database (in-memory PGlite, or a temporary PostgreSQL when DATABASE_URL is set).
import { afterAll } from 'vitest'
import { loadEnv, type Env } from '../../../src/config/env.ts'
import { openDatabase } from '../../../src/db/client.ts'
import { composeStore } from '../../../../../scripts/reliability/lib/compose-store.ts'

export async function hardenedApp(overrides: Partial<Record<keyof Env, string>> = {}) {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_ORIGIN: 'http://store.test',
    LISTING_COUNT_CACHE_MS: '0',
    LISTING_PAGE_CACHE_MS: '0',
    ...overrides,
  })
  let databaseUrl = process.env.DATABASE_URL
  let drop = async () => {}
  if (databaseUrl) {
    const { temporaryPostgres } = await import('../../support/temporary-postgres.ts')
    const temporary = await temporaryPostgres(databaseUrl)
    databaseUrl = temporary.url
    drop = temporary.drop
  }
  const database = await openDatabase({ databaseUrl })
  const app = await composeStore(env, database)
  await app.ready()
  afterAll(async () => {
    await app.close() // closes the database too
    await drop()
  })
  return { app, db: database.db, env }
}
