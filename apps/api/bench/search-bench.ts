// Search speed at scale: node apps/api/bench/search-bench.ts (DATABASE_URL = a database seeded with
// `npm run seed -- --products 100000`). 50 workers on a 50-connection pool run a mix of the relevance
// set's queries through the search and suggestion services (no HTTP, no answer cache) and print
// p50/p95/p99 in ms.
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { Db } from '../src/db/client.ts'
import * as schema from '../src/db/schema.ts'
import { searchProducts } from '../src/services/search-products.ts'
import { suggestSearch } from '../src/services/suggest-search.ts'
import relevanceSet from '../test/search/relevance-set.json' with { type: 'json' }

const url = process.env.DATABASE_URL
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database seeded with 100k products')
const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS })
const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db
const queries = relevanceSet.queries.map((q) => q.q)
const nobody = { voterKey: null, productIds: new Set<number>() }

async function run(name: string, call: (q: string) => Promise<unknown>) {
  const times: number[] = []
  const until = performance.now() + SECONDS * 1000
  let i = 0
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const q = queries[i++ % queries.length]!
        const started = performance.now()
        await call(q)
        times.push(performance.now() - started)
      }
    }),
  )
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(1)
  console.log(
    `${name.padEnd(8)} ${times.length} calls  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms`,
  )
}

const [count] = (await pool.query('select count(*)::int as n from products')).rows as Array<{ n: number }>
console.log(`${count!.n} products, ${CONNECTIONS} connections, ${SECONDS} s each`)
await run('search', (q) =>
  searchProducts(db, q, { page: 0, size: 10, filter: {}, order: 'relevance' }, nobody),
)
await run('suggest', (q) => suggestSearch(db, q))
await pool.end()
