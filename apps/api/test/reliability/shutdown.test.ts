// Issue 7, graceful shutdown of a real server process (scripts/reliability/store-process.ts, the
// store's composition and SIGTERM handling): a request in flight at SIGTERM completes and is stored,
// new connections are refused, the process exits 0, the database is closed (PGlite lock file removed).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { openDatabase } from '../../src/db/client.ts'
import { drainCheck } from '../../../../scripts/reliability/crash/drain-check.ts'
import { spawnStore } from '../../../../scripts/reliability/lib/server-process.ts'
import { temporaryDatabase } from '../../../../scripts/reliability/lib/temporary-database.ts'

test('SIGTERM drains the request in flight, refuses new ones, closes the database and exits 0', async () => {
  const postgres = await temporaryDatabase(process.env.DATABASE_URL)
  const dataDir = postgres.url ? undefined : await mkdtemp(join(tmpdir(), 'haat-shutdown-'))
  try {
    const store = await spawnStore(postgres.url ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir! })
    const drain = await drainCheck(store, dataDir)
    expect(drain).toEqual({
      inFlightStatus: 201,
      newConnection: 'ECONNREFUSED',
      exit: { code: 0, signal: null },
      lockReleased: true,
    })
    // Opening the folder again works only when the server let go of it; the drained write is there.
    const database = await openDatabase({ databaseUrl: postgres.url, dataDir })
    try {
      const result = await database.db.execute(sql`select payload->>'message' as message from client_logs`)
      const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
      expect(rows).toEqual([{ message: 'in flight during SIGTERM' }])
    } finally {
      await database.close()
    }
  } finally {
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
    await postgres.drop()
  }
})
