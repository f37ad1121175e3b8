// The store's server without its pages, in this process, listening on 127.0.0.1: hardening, the API
// and the embedded login provider, over in-memory PGlite, a PGlite folder, or PostgreSQL.
import { loadEnv, type Env } from '../../../apps/api/src/config/env.ts'
import { openDatabase } from '../../../apps/api/src/db/client.ts'
import { composeStore } from './compose-store.ts'
import { freePort } from './free-port.ts'
import { providerTokenMinter } from './provider-tokens.ts'

export type StoreOptions = {
  env?: Partial<Record<keyof Env, string>>
  databaseUrl?: string
  dataDir?: string
}

export async function startInProcessStore({ env: overrides = {}, databaseUrl, dataDir }: StoreOptions = {}) {
  const port = await freePort()
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    LISTING_COUNT_CACHE_MS: '0',
    LISTING_PAGE_CACHE_MS: '0',
    ...overrides,
  })
  const database = await openDatabase({ databaseUrl, dataDir })
  const app = await composeStore(env, database)
  await app.listen({ host: '127.0.0.1', port })
  const mintToken = await providerTokenMinter(database.db, env)
  return {
    app,
    db: database.db,
    env,
    url: `http://127.0.0.1:${port}`,
    mintToken,
    close: () => app.close(), // closes the database too
  }
}
export type InProcessStore = Awaited<ReturnType<typeof startInProcessStore>>
