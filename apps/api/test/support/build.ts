// build(): the real API over a fresh database: in-memory PGlite, or PostgreSQL when DATABASE_URL is set
// (each build gets its own database there, so tests do not see each other's rows).
import { loadEnv, type Env } from '../../src/config/env.ts'
import { createServer, type LogStream } from '../../src/create-server.ts'
import { haatApi } from '../../src/app.ts'
import { openDatabase, type Database } from '../../src/db/client.ts'
import { createCatalogEvents } from '../../src/events/catalog-events.ts'
import { onCleanup } from './on-cleanup.ts'

/**
 * sameStoreAs: a second instance over the first one's database (several instances behind a balancer).
 * logStream: the log lines, for tests that read what the store logs.
 */
export async function build(
  overrides: Partial<Record<keyof Env, string>> = {},
  sameStoreAs?: { database: Database },
  logStream?: LogStream,
) {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Tests add products between listings: totals and pages are read fresh unless a test asks otherwise.
    LISTING_COUNT_CACHE_MS: '0',
    LISTING_PAGE_CACHE_MS: '0',
    ...overrides,
  })
  let databaseUrl = process.env.DATABASE_URL
  let dropDatabase = async () => {}
  if (databaseUrl && !sameStoreAs) {
    const { temporaryPostgres } = await import('./temporary-postgres.ts')
    const temporary = await temporaryPostgres(databaseUrl)
    databaseUrl = temporary.url
    dropDatabase = temporary.drop
  }
  const database = sameStoreAs?.database ?? (await openDatabase({ databaseUrl }))
  const app = createServer(env, {}, logStream)
  // Held here as the web server holds it: tests announce changes and views as its page cache does.
  const catalogEvents = createCatalogEvents()
  await app.register(haatApi, { env, database, catalogEvents })
  await app.ready()
  onCleanup(async () => {
    await app.close()
    if (sameStoreAs) return // its first instance closes it
    await database.close()
    await dropDatabase()
  })
  return { app, db: database.db, database, env, catalogEvents }
}
