// A real store server for sign-in tests: the API and the embedded login provider on 127.0.0.1 at a
// known port (the issuer must be known before listening), over PGlite in a temp folder or, when
// DATABASE_URL is set, over a fresh PostgreSQL database. reopen() restarts it on the same data.
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer as createNetServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadEnv, type Env } from '../../../src/config/env.ts'
import { createServer } from '../../../src/create-server.ts'
import { haatApi } from '../../../src/app.ts'
import { openDatabase } from '../../../src/db/client.ts'
import { registerOidcProvider } from '../../../src/oidc/register.ts'

async function freePort(): Promise<number> {
  const probe = createNetServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

type Storage = { databaseUrl?: string; dataDir?: string; dispose: () => Promise<void> }

/** In-memory PGlite unless the test restarts the server (then a temp folder), or PostgreSQL. */
async function freshStorage(persistent: boolean): Promise<Storage> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl && !persistent) return { dispose: async () => {} }
  if (!adminUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'haat-oidc-'))
    return { dataDir, dispose: () => rm(dataDir, { recursive: true, force: true }) }
  }
  const { temporaryPostgres } = await import('../../support/temporary-postgres.ts')
  const temporary = await temporaryPostgres(adminUrl)
  return { databaseUrl: temporary.url, dispose: temporary.drop }
}

export type StoreServer = Awaited<ReturnType<typeof startStore>>

async function listen(storage: Storage, port: number, overrides: Partial<Record<keyof Env, string>>) {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...overrides,
  })
  const database = await openDatabase({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir })
  const app = createServer(env)
  await app.register(haatApi, { env, database })
  const provider = await registerOidcProvider(app, { env, db: database.db })
  await app.listen({ host: env.HOST, port })
  const close = async () => {
    await app.close()
    await database.close()
  }
  return { app, db: database.db, env, provider, close }
}

type StartOptions = { env?: Partial<Record<keyof Env, string>>; persistent?: boolean }

/** Starts the store; `stop()` closes it and removes its data; `restart()` (persistent) reopens it. */
export async function startStore({ env: overrides = {}, persistent = false }: StartOptions = {}) {
  const storage = await freshStorage(persistent)
  const port = await freePort()
  let running = await listen(storage, port, overrides)
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    issuer: `${origin}/oidc`,
    get app() {
      return running.app
    },
    get db() {
      return running.db
    },
    get provider() {
      return running.provider
    },
    async restart() {
      if (!persistent) throw new Error('restart() needs startStore({ persistent: true })')
      await running.close()
      running = await listen(storage, port, overrides)
    },
    async stop() {
      await running.close()
      await storage.dispose()
    },
  }
}

/** Starting PGlite can take long on a busy machine (initdb, migrations); hooks get this long. */
export const START_TIMEOUT = 120_000
