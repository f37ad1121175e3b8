// npm run storm: 1,000 distinct shoppers (500 signed in, 500 guests) upvote and downvote the same 4
// products concurrently, 5 times each, on PGlite and on PostgreSQL (DATABASE_URL or the local
// postgres://postgres@127.0.0.1:5432/test). Prints per product: counter, vote rows, expected.
import { seedFromEnv } from './lib/prng.ts'
import { stormOnFreshStore } from './storm/storm-on-fresh-store.ts'

const seed = seedFromEnv()
const shoppers = Number(process.env.SHOPPERS ?? 1000)
const actions = Number(process.env.ACTIONS ?? 5)
const concurrency = Number(process.env.CONCURRENCY ?? 100)
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const only = process.env.STORM_DB // 'pglite' | 'postgres' | unset = both
let allExact = true

for (const kind of ['pglite', 'postgres'] as const) {
  if (only && only !== kind) continue
  const r = await stormOnFreshStore({
    postgresUrl: kind === 'postgres' ? postgresUrl : undefined,
    seed,
    shoppers,
    actionsPerShopper: actions,
    concurrency,
  })
  console.log(
    `storm ${kind}: ${shoppers} shoppers (${r.signedIn} signed in, ${r.guests} guests) × ${actions} actions = ${r.requests} requests, ` +
      `${concurrency} in flight, ${r.seconds.toFixed(1)} s (${(r.requests / r.seconds).toFixed(0)} req/s), errors ${r.errors.length}, seed ${seed}`,
  )
  for (const t of r.tally)
    console.log(`  product ${t.productId}: counter ${t.counter}, vote rows ${t.rows}, expected ${t.expected}`)
  console.log(`  exact: ${r.exact}`)
  for (const e of r.errors.slice(0, 10)) console.log(`  error: ${e}`)
  allExact &&= r.exact && r.errors.length === 0
}
process.exitCode = allExact ? 0 : 1
