// The store's server without its pages (hardening, API, embedded login provider), listening on
// 127.0.0.1 over a fresh database (in-memory PGlite, or a temporary PostgreSQL when DATABASE_URL is set).
import type { Env } from '../../../src/config/env.ts'
import { onCleanup } from '../../support/on-cleanup.ts'
import { startInProcessStore } from '../../../../../scripts/reliability/lib/in-process-store.ts'
import { temporaryDatabase } from '../../../../../scripts/reliability/lib/temporary-database.ts'

export async function hardenedApp(env: Partial<Record<keyof Env, string>> = {}) {
  const database = await temporaryDatabase(process.env.DATABASE_URL)
  // A store that refuses to start (a test of bad settings) still gives its database back.
  const store = await startInProcessStore({ databaseUrl: database.url, env }).catch(async (err: unknown) => {
    await database.drop()
    throw err
  })
  onCleanup(async () => {
    await store.close()
    await database.drop()
  })
  return store
}
