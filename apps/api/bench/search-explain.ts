// Where a search's time goes: node apps/api/bench/search-explain.ts "query" [search|suggest]
// (DATABASE_URL = the 100k database). Runs the service once with every statement captured, then prints
// each statement's EXPLAIN ANALYZE (execution time and the plan's top lines).
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { POSTGRES_SESSION_OPTIONS, type Db } from '../src/db/client.ts'
import * as schema from '../src/db/schema.ts'
import { searchProducts } from '../src/services/search-products.ts'
import { suggestSearch } from '../src/services/suggest-search.ts'

const url = process.env.DATABASE_URL
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database seeded with 100k products')
const [query = 'oil', mode = 'search', full] = process.argv.slice(2)
const pool = new pg.Pool({ connectionString: url, max: 4, options: POSTGRES_SESSION_OPTIONS })
const statements: Array<{ text: string; params: unknown[] }> = []
const logger = { logQuery: (text: string, params: unknown[]) => statements.push({ text, params }) }
const db = drizzle({ client: pool, schema, casing: 'snake_case', logger }) as unknown as Db
const nobody = { voterKey: null, productIds: new Set<number>() }

const call = () =>
  mode === 'suggest'
    ? suggestSearch(db, query)
    : searchProducts(db, query, { page: 0, size: 10, filter: {}, order: 'relevance' }, nobody)
await call()
statements.length = 0
const started = performance.now()
await call()
console.log(
  `${mode} "${query}": ${(performance.now() - started).toFixed(1)} ms, ${statements.length} statements`,
)
for (const s of statements) {
  const { rows } = await pool.query(`explain (analyze, buffers) ${s.text}`, s.params)
  const lines = rows.map((r: Record<string, string>) => r['QUERY PLAN']!)
  console.log(`\n${lines.at(-1)}  ${s.text.replace(/\s+/g, ' ').slice(0, 140)}`)
  console.log(full ? lines.join('\n') : lines.slice(0, 4).join('\n'))
}
await pool.end()
