// Each query of the relevance set alone: node apps/api/bench/search-each.ts [search|suggest]
// (DATABASE_URL = the 100k database). One warm pass, then every query five times in a row; prints the
// median of medians, how many take over the target alone, and the slowest twenty. No load, no cache:
// what a query costs by itself, which the open-rate benchmark's p99 can never beat.
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { POSTGRES_SESSION_OPTIONS, type Db } from '../src/db/client.ts'
import * as schema from '../src/db/schema.ts'
import { searchCalls } from './search-calls.ts'
import relevanceSet from '../test/search/relevance-set.json' with { type: 'json' }

const url = process.env.DATABASE_URL
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database seeded with 100k products')
const mode = process.argv[2] === 'search' ? 'search' : 'suggest'
const TARGET_MS = mode === 'search' ? 20 : 10
const pool = new pg.Pool({ connectionString: url, max: 8, options: POSTGRES_SESSION_OPTIONS })
const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db
const call = searchCalls(db)[mode]

const queries = relevanceSet.queries.map((q) => q.q)
for (const q of queries) await call(q)
const each: Array<{ q: string; ms: number }> = []
for (const q of queries) {
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    const t = performance.now()
    await call(q)
    times.push(performance.now() - t)
  }
  each.push({ q, ms: times.sort((a, b) => a - b)[2]! })
}
each.sort((a, b) => b.ms - a.ms)
const median = each[each.length >> 1]!.ms
const over = each.filter((e) => e.ms > TARGET_MS).length
console.log(`${mode}: median ${median.toFixed(1)} ms alone; ${over} of ${each.length} over ${TARGET_MS} ms`)
for (const { q, ms } of each.slice(0, 20)) console.log(`${ms.toFixed(1).padStart(6)} ms  ${q}`)
await pool.end()
