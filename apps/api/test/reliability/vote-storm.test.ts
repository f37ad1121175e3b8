// Issue 7, vote storm (fast version of `npm run storm`): 120 distinct shoppers, half signed in and
// half guests, upvote and downvote the same 3 products concurrently (4 actions each, double taps mixed
// in) over real sockets. Every counter equals its vote rows and what the acknowledged answers imply.
import { expect, test } from 'vitest'
import { stormOnFreshStore } from '../../../../scripts/reliability/storm/storm-on-fresh-store.ts'

test('120 shoppers storm 3 products: counters = vote rows = acknowledged votes, none negative', async () => {
  const r = await stormOnFreshStore({
    postgresUrl: process.env.DATABASE_URL,
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
})
