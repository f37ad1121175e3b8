// One storm on a store of its own, for `npm run storm` and the API suite's vote-storm test alike: a
// fresh database (in-memory PGlite, or a temporary one on the PostgreSQL at `postgresUrl`), the store in
// this process, the storm, then both closed. The vote limits are lifted: every guest's first upvote
// comes from this one address, and the storm checks counting, not limiting.
import { startInProcessStore } from '../lib/in-process-store.ts'
import { temporaryDatabase } from '../lib/temporary-database.ts'
import { runStorm } from './run-storm.ts'

type StormShape = Omit<Parameters<typeof runStorm>[0], 'url' | 'db' | 'mintToken'>

const LIFTED_LIMITS = { GUEST_VOTE_RATE_LIMIT: '1000000', SIGNED_IN_VOTE_RATE_LIMIT: '1000000' }

export async function stormOnFreshStore({ postgresUrl, ...storm }: StormShape & { postgresUrl?: string }) {
  const database = await temporaryDatabase(postgresUrl)
  const store = await startInProcessStore({ databaseUrl: database.url, env: LIFTED_LIMITS })
  try {
    return await runStorm({ ...storm, url: store.url, db: store.db, mintToken: store.mintToken })
  } finally {
    await store.close()
    await database.drop()
  }
}
