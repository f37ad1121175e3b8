// npm run soak: a store process under 60 s of mixed reads and writes at 200 connections (SOAK_SECONDS,
// SOAK_CONNECTIONS, SOAK_DB=pglite|postgres). Prints throughput, p50/p95/p99, errors and time-outs,
// the server's memory in the first and last 10 s, the machine's load, and the data checks after.
import { loadavg } from 'node:os'
import { checkConsistency, countRows } from './lib/consistency.ts'
import { httpClient } from './lib/http-client.ts'
import { createRng, seedFromEnv } from './lib/prng.ts'
import { spawnStore } from './lib/server-process.ts'
import { prepareStoreData } from './lib/store-data.ts'
import { meanRss, sampleMemory } from './soak/memory-sampler.ts'
import { mixedTraffic, percentile } from './soak/mixed-traffic.ts'

const seed = seedFromEnv()
const seconds = Number(process.env.SOAK_SECONDS ?? 60)
const connections = Number(process.env.SOAK_CONNECTIONS ?? 200)
const timeoutMs = Number(process.env.SOAK_TIMEOUT_MS ?? 15_000)
const warmup = Number(process.env.SOAK_WARMUP_SECONDS ?? 10)
const kind = process.env.SOAK_DB === 'postgres' ? 'postgres' : 'pglite'
const data = await prepareStoreData(
  kind,
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
)
const tokens = await Promise.all(Array.from({ length: 200 }, (_, i) => data.mintToken(`soak-${i}`)))
const store = await spawnStore({
  ...data.env,
  GUEST_VOTE_RATE_LIMIT: '1000000',
  SIGNED_IN_VOTE_RATE_LIMIT: '1000000',
})
const client = httpClient(store.url, connections)
let passed = false
try {
  // Warm-up (not counted): the JIT, the statement caches and the pools reach their working size first.
  const traffic = { client, rng: createRng(seed), shop: data.shop, tokens, connections, timeoutMs }
  const warm = await mixedTraffic({ ...traffic, seconds: warmup })
  const memory = sampleMemory(store.pid)
  const loadBefore = loadavg()[0]!
  const r = await mixedTraffic({
    client,
    rng: createRng(seed),
    shop: data.shop,
    tokens,
    connections,
    seconds,
    timeoutMs,
  })
  const samples = memory.stop()
  const loadAfter = loadavg()[0]!
  const sorted = r.latencies.sort((a, b) => a - b)
  const first = meanRss(samples, 0, 10)
  const last = meanRss(samples, seconds - 10, seconds + 1)
  const growth = ((last - first) / first) * 100
  const non2xx = Object.entries(r.byStatus)
    .filter(([s]) => Number(s) >= 300)
    .reduce((n, [, c]) => n + c, 0)
  console.log(
    `soak ${kind}: ${seconds} s, ${connections} connections (one shopper each), 40 products, seed ${seed}`,
  )
  console.log(
    `  warm-up ${warmup} s (not counted): ${warm.requests} requests, errors ${warm.errors}, time-outs ${warm.timeouts}`,
  )
  console.log(
    `  requests ${r.requests} (${(r.requests / seconds).toFixed(0)}/s); statuses ${JSON.stringify(r.byStatus)}`,
  )
  console.log(
    `  errors ${r.errors}, time-outs (> ${timeoutMs} ms) ${r.timeouts}, non-2xx ${non2xx}${r.firstError ? `; first: ${r.firstError}` : ''}`,
  )
  console.log(
    `  latency ms: p50 ${percentile(sorted, 50).toFixed(0)}, p95 ${percentile(sorted, 95).toFixed(0)}, p99 ${percentile(sorted, 99).toFixed(0)}, max ${(sorted.at(-1) ?? 0).toFixed(0)}`,
  )
  console.log(
    `  server RSS: first 10 s ${first.toFixed(0)} MB, last 10 s ${last.toFixed(0)} MB, growth ${growth.toFixed(1)} % (peak ${Math.max(...samples.map((s) => s.rssMb)).toFixed(0)} MB)`,
  )
  console.log(
    `  load average (1 min) before ${loadBefore.toFixed(2)}, after ${loadAfter.toFixed(2)} on 2 cores`,
  )
  passed = r.errors === 0 && r.timeouts === 0 && non2xx === 0 && growth < 10
} finally {
  client.close()
  const exit = await store.stop('SIGTERM')
  const database = await data.open()
  const consistency = await checkConsistency(database.db)
  console.log(
    `  SIGTERM exit ${JSON.stringify(exit)}; rows ${JSON.stringify(await countRows(database.db))}; counters = rows: ${consistency.ok}`,
  )
  passed &&= consistency.ok && exit.code === 0
  await database.close()
  await data.dispose()
}
console.log(`  ${passed ? 'PASS' : 'FAIL'}`)
process.exitCode = passed ? 0 : 1
