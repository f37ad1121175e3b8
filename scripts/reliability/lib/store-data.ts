// The data a multi-process run works on: a PGlite folder or a temporary PostgreSQL database, made
// ready (migrated, small shop, provider keys) by this process before any server opens it. PGlite
// allows one process at a time: open() is only called while no server runs on the folder.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type Database } from '../../../apps/api/src/db/client.ts'
import { providerTokenMinter, type MintToken } from './provider-tokens.ts'
import { insertShopFixture, type ShopFixture } from './shop-fixture.ts'
import { temporaryDatabase } from './temporary-database.ts'

/** Behind one address like a load balancer: every instance has the same issuer. */
export const PUBLIC_ORIGIN = 'http://store.test'
export const ISSUER_ENV = { OIDC_ISSUER: `${PUBLIC_ORIGIN}/oidc`, OIDC_AUDIENCE: 'haat-api' }

export type StoreData = {
  kind: 'pglite' | 'postgres'
  /** Env for the server processes (DATABASE_URL or DATA_DIR, PUBLIC_ORIGIN). */
  env: Record<string, string>
  shop: ShopFixture
  mintToken: MintToken
  open: () => Promise<Database>
  dispose: () => Promise<void>
}

export async function prepareStoreData(
  kind: 'pglite' | 'postgres',
  postgresUrl: string,
  productCount = 8,
): Promise<StoreData> {
  let env: Record<string, string>
  let open: () => Promise<Database>
  let dispose: () => Promise<void>
  if (kind === 'postgres') {
    const temporary = await temporaryDatabase(postgresUrl)
    env = { DATABASE_URL: temporary.url! }
    open = () => openDatabase({ databaseUrl: temporary.url })
    dispose = temporary.drop
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'haat-reliability-'))
    env = { DATA_DIR: dir }
    open = () => openDatabase({ dataDir: dir })
    dispose = () => rm(dir, { recursive: true, force: true })
  }
  const database = await open()
  try {
    const shop = await insertShopFixture(database.db, productCount)
    const mintToken = await providerTokenMinter(database.db, ISSUER_ENV)
    return { kind, env: { ...env, PUBLIC_ORIGIN }, shop, mintToken, open, dispose }
  } finally {
    await database.close()
  }
}
