// Where a search's time goes: node apps/api/bench/search-explain.ts "query" [search|suggest] [full]
// (DATABASE_URL = the 100k database). Runs the service once with every statement captured, then prints
// each statement's EXPLAIN (ANALYZE, BUFFERS) (execution time and the plan's top lines).
// With "@set" as the query, runs the whole relevance set and prints the work summed over it: statements,
// shared buffers hit, rows the scans returned, execution time (the load-independent figures; the
// time depends on the machine's load).
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { POSTGRES_SESSION_OPTIONS, type Db } from '../src/db/client.ts'
import * as schema from '../src/db/schema.ts'
import { searchCalls } from './search-calls.ts'
import relevanceSet from '../test/search/relevance-set.json' with { type: 'json' }

const url = process.env.DATABASE_URL
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database seeded with 100k products')
const [query = 'oil', mode = 'search', full] = process.argv.slice(2)
const pool = new pg.Pool({ connectionString: url, max: 4, options: POSTGRES_SESSION_OPTIONS })
const statements: Array<{ text: string; params: unknown[] }> = []
const logger = { logQuery: (text: string, params: unknown[]) => statements.push({ text, params }) }
const db = drizzle({ client: pool, schema, casing: 'snake_case', logger }) as unknown as Db
const call = searchCalls(db)[mode === 'suggest' ? 'suggest' : 'search']

type Plan = {
  Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number }
  'Execution Time': number
  'Planning Time': number
}
async function work(q: string) {
  statements.length = 0
  await call(q)
  const sum = { statements: statements.length, buffers: 0, ms: 0, planMs: 0 }
  for (const s of [...statements]) {
    const { rows } = await pool.query(`explain (analyze, buffers, format json) ${s.text}`, s.params)
    const [plan] = (rows[0] as { 'QUERY PLAN': Plan[] })['QUERY PLAN']
    sum.buffers += plan!.Plan['Shared Hit Blocks'] + plan!.Plan['Shared Read Blocks']
    sum.ms += plan!['Execution Time']
    sum.planMs += plan!['Planning Time']
  }
  return sum
}

if (query === '@set') {
  const total = { statements: 0, buffers: 0, ms: 0, planMs: 0 }
  const each: Array<{ q: string; buffers: number }> = []
  for (const { q } of relevanceSet.queries) {
    const w = await work(q)
    total.statements += w.statements
    total.buffers += w.buffers
    total.ms += w.ms
    total.planMs += w.planMs
    each.push({ q, buffers: w.buffers })
  }
  const n = relevanceSet.queries.length
  each.sort((a, b) => b.buffers - a.buffers)
  console.log(
    `${mode} over ${n} queries: ${(total.statements / n).toFixed(1)} statements, ${(total.buffers / n).toFixed(0)} buffers, ${(total.ms / n).toFixed(2)} ms executing and ${(total.planMs / n).toFixed(2)} ms planning a query; most: ${each
      .slice(0, 5)
      .map((e) => `"${e.q}" ${e.buffers}`)
      .join(', ')}`,
  )
} else {
  await call(query)
  statements.length = 0
  const started = performance.now()
  await call(query)
  console.log(
    `${mode} "${query}": ${(performance.now() - started).toFixed(1)} ms, ${statements.length} statements`,
  )
  for (const s of statements) {
    const { rows } = await pool.query(`explain (analyze, buffers) ${s.text}`, s.params)
    const lines = rows.map((r: Record<string, string>) => r['QUERY PLAN']!)
    console.log(`\n${lines.at(-1)}  ${s.text.replace(/\s+/g, ' ').slice(0, 140)}`)
    console.log(full ? lines.join('\n') : lines.slice(0, 4).join('\n'))
  }
}
await pool.end()
