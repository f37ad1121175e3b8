// Issue 7, vote storm (fast version of `npm run storm`): 120 distinct shoppers, half signed in and
// half guests, upvote and downvote the same 3 products concurrently (4 actions each, double taps mixed
// in) over real sockets. Every counter equals its vote rows and what the acknowledged answers imply.
import { expect, test } from 'vitest'
import { startInProcessStore } from '../../../../scripts/reliability/lib/in-process-store.ts'
import { temporaryDatabase } from '../../../../scripts/reliability/lib/temporary-database.ts'
import { runStorm } from '../../../../scripts/reliability/storm/run-storm.ts'

test('120 shoppers storm 3 products: counters = vote rows = acknowledged votes, none negative', async () => {
  const database = await temporaryDatabase(process.env.DATABASE_URL)
  const store = await startInProcessStore({
    databaseUrl: database.url,
    env: { GUEST_VOTE_RATE_LIMIT: '100000', SIGNED_IN_VOTE_RATE_LIMIT: '100000' },
  })
  try {
    const r = await runStorm({
      url: store.url,
      db: store.db,
      mintToken: store.mintToken,
      seed: 11,
      shoppers: 120,
      actionsPerShopper: 4,
      concurrency: 40,
      products: 3,
    })
    expect(r.errors).toEqual([])
    expect(r.requests).toBeGreaterThanOrEqual(480)
    expect(r.tally).toHaveLength(3)
    for (const t of r.tally) expect(t).toEqual({ ...t, counter: t.expected, rows: t.expected })
    expect(r.tally.some((t) => t.expected > 0)).toBe(true)
    expect(r.exact).toBe(true)
  } finally {
    await store.close()
    await database.drop()
  }
})
