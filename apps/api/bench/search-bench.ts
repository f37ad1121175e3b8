// Search speed at scale: node apps/api/bench/search-bench.ts [rate/s] (DATABASE_URL = a database seeded
// with `npm run seed -- --products 100000`). The relevance set's queries, in order and repeated, go through
// the search and suggestion services (no HTTP, no answer cache: every call reaches the database) on a
// 50-connection pool, two ways (decision 0664):
// - open: calls arrive at a fixed rate whatever the answers do; latency counts from the planned arrival,
//   so time queued for a connection is in it. This is the latency a shopper sees at that load.
// - closed: 50 callers each call again as soon as answered: the throughput the machine reaches, whose
//   latency is 50 / throughput by Little's law, whatever the code.
// Prints p50/p95/p99 in ms and the 1-minute load average before and after each run.
import { loadavg } from 'node:os'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { POSTGRES_SESSION_OPTIONS, type Db } from '../src/db/client.ts'
import * as schema from '../src/db/schema.ts'
import { seedSynonymsIfEmpty } from '../src/search/seed-synonyms.ts'
import { searchCalls } from './search-calls.ts'
import relevanceSet from '../test/search/relevance-set.json' with { type: 'json' }

const url = process.env.DATABASE_URL
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database seeded with 100k products')
const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const RATE = Number(process.argv[2] ?? 20)
const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS, options: POSTGRES_SESSION_OPTIONS })
const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db
const queries = relevanceSet.queries.map((q) => q.q)
const calls = searchCalls(db)
const load = () => loadavg()[0]!.toFixed(2)

function report(name: string, times: number[], started: string) {
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(1)
  const rate = (times.length / SECONDS).toFixed(1)
  console.log(
    `${name.padEnd(16)} ${String(times.length).padStart(5)} calls (${rate}/s)  p50 ${at(0.5)}  p95 ${at(0.95)}  p99 ${at(0.99)} ms  load ${started} → ${load()}`,
  )
}

async function open(name: keyof typeof calls) {
  const started = load()
  const times: number[] = []
  const pending: Array<Promise<void>> = []
  const t0 = performance.now()
  for (let i = 0; i < RATE * SECONDS; i++) {
    const planned = t0 + (i * 1000) / RATE
    const wait = planned - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    const q = queries[i % queries.length]!
    pending.push(calls[name](q).then(() => void times.push(performance.now() - planned)))
  }
  await Promise.all(pending)
  report(`${name} open ${RATE}/s`, times, started)
}

async function closed(name: keyof typeof calls) {
  const started = load()
  const times: number[] = []
  const until = performance.now() + SECONDS * 1000
  let i = 0
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const q = queries[i++ % queries.length]!
        const t = performance.now()
        await calls[name](q)
        times.push(performance.now() - t)
      }
    }),
  )
  report(`${name} closed 50`, times, started)
}

await seedSynonymsIfEmpty(db) // as the server does at boot (boot.ts)
const [count] = (await pool.query('select count(*)::int as n from products')).rows as Array<{ n: number }>
console.log(
  `${count!.n} products, ${CONNECTIONS} connections, ${SECONDS} s a run, ${new Date().toISOString()}`,
)
for (const q of queries) await Promise.all([calls.search(q), calls.suggest(q)]) // warm: every page read once
await open('search')
await open('suggest')
if (process.env.BENCH_CLOSED) {
  await closed('search')
  await closed('suggest')
}
await pool.end()
