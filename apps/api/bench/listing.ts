// npm run bench:api [-- --products 1000,100000 --duration 10 --connections 50]
// The product listing (GET /api/product) under 50 concurrent connections, next to a bare Fastify
// route that answers a precomputed body of the same size, in the same run: the ratio is what the
// API's work (validation, queries, serialisation) costs. Database: PGlite in memory, or PostgreSQL
// when DATABASE_URL is set (a temporary database is created and dropped). Writes docs/performance.md.
import { fork } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { LISTING_PAGES, LISTING_PATH } from './listing-path.ts'
import { writeListingSection } from './performance-doc.ts'
import { temporaryPostgres } from './temporary-postgres.ts'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000,100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'no-write': { type: 'boolean', default: false },
  },
})
const sizes = values.products.split(',').map(Number)
const duration = Number(values.duration)
const connections = Number(values.connections)

type Ready = { apiAddress: string; bareAddress: string; bodyBytes: number; loadSeconds: number; kind: string }
type Figures = { rps: number; p50: number; p99: number; errors: number }

async function measure(url: string, paths: string[]): Promise<Figures> {
  let next = 0
  const common = { connections, pipelining: 1 }
  await autocannon({ url: `${url}${paths[0]}`, ...common, duration: 2 }) // warm-up
  const result = await autocannon({
    url: `${url}${paths[0]}`,
    ...common,
    duration,
    requests: [
      { setupRequest: (req: { path: string }) => ({ ...req, path: paths[next++ % paths.length]! }) },
    ],
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

async function startServers(
  products: number,
  databaseUrl?: string,
): Promise<{ ready: Ready; stop: () => void }> {
  const args = ['--products', String(products), ...(databaseUrl ? ['--database-url', databaseUrl] : [])]
  const child = fork(fileURLToPath(new URL('./serve-listing.ts', import.meta.url)), args, {
    stdio: 'inherit',
  })
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready))
    child.once('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)))
  })
  return { ready, stop: () => child.disconnect() }
}

const rows: string[] = []
for (const products of sizes) {
  const pg = process.env.DATABASE_URL
    ? await temporaryPostgres(process.env.DATABASE_URL, `bench_${randomUUID().slice(0, 8)}`)
    : null
  const { ready, stop } = await startServers(products, pg?.url)
  try {
    const paths = Array.from({ length: LISTING_PAGES }, (_, page) => LISTING_PATH(page))
    const api = await measure(ready.apiAddress, paths)
    const bare = await measure(ready.bareAddress, ['/bare'])
    const ratio = api.rps / bare.rps
    const line = `| ${products.toLocaleString('en-IN')} | ${ready.kind} | ${ready.bodyBytes} | ${api.rps.toFixed(0)} | ${api.p50} / ${api.p99} | ${bare.rps.toFixed(0)} | ${bare.p50} / ${bare.p99} | ${(ratio * 100).toFixed(0)} % | ${api.errors + bare.errors} |`
    console.log(
      `${products} products (${ready.kind}, loaded in ${ready.loadSeconds.toFixed(1)} s): API ${api.rps.toFixed(0)} req/s p50 ${api.p50} ms p99 ${api.p99} ms | bare ${bare.rps.toFixed(0)} req/s p50 ${bare.p50} ms p99 ${bare.p99} ms | API/bare ${(ratio * 100).toFixed(0)} %`,
    )
    rows.push(line)
  } finally {
    stop()
    await pg?.drop()
  }
}

const [one] = loadavg()
const markdown = `
\`npm run bench:api\` (apps/api/bench/listing.ts): \`GET /api/product?page={0..${LISTING_PAGES - 1}}&size=10\` (trending,
the default listing) at ${connections} connections for ${duration} s after a 2 s warm-up, next to a bare Fastify route
answering a precomputed body of the same size, measured in the same run on the same machine. The catalogue is
helper B's generator scaled to N products. Request logging off for both; the API otherwise runs with its
production settings (listing totals cached ${30} s per filter, response validated by zod).

| products | database | body bytes | API req/s | API p50 / p99 ms | bare req/s | bare p50 / p99 ms | API / bare | errors |
| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

Measured ${new Date().toISOString().slice(0, 10)} on ${process.arch}, Node ${process.version}, load average ${one!.toFixed(1)} at the end
(the machine is shared; figures move by ±20 % between runs).
`
if (!values['no-write'])
  writeListingSection(fileURLToPath(new URL('../../../docs/performance.md', import.meta.url)), markdown)
console.log(markdown)
