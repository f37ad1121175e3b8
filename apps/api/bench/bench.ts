// npm run bench [-- --products 1000,100000 --databases pglite,postgres --only mix,api,ssr --duration 10
//                  --connections 50 --voter-share 0.3 --votes-per-second 10 --skip pglite:100000 --no-write]
// npm run bench:mix is `--only mix`.
// Benchmarks, not tests: the storefront mix (issue 13: mix.ts), the API listing, upvote writes and
// server-rendered pages (TTFB), each at 1k and 100k products with its bare-Fastify ceiling in the same
// run; prints the ratios and the issue-6 and issue-13 targets, and writes the tables into
// docs/performance.md. Databases: PGlite, and PostgreSQL when DATABASE_URL is
// set (prepared once per product count and reused: prepared-database.ts). SSR needs `npm run build`.
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { benchApi, type ApiResult } from './api.ts'
import { benchMix, type MixResult } from './mix.ts'
import { mixTable, mixTargetLines, uncachedTable } from './mix-tables.ts'
import { writePerformanceSection } from './performance-doc.ts'
import { preparedPglite, preparedPostgres } from './prepared-database.ts'
import { benchSsr, type SsrResult } from './ssr.ts'
import { apiTables, ssrTable, targetLines, type Row } from './tables.ts'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000,100000' },
    databases: { type: 'string', default: process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite' },
    only: { type: 'string', default: 'mix,api,ssr' },
    'voter-share': { type: 'string', default: '0.3' },
    'votes-per-second': { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    /** database:products pairs to leave out, e.g. pglite:100000 (its load takes ~13 min). */
    skip: { type: 'string', default: '' },
    'no-write': { type: 'boolean', default: false },
  },
})
const sizes = values.products.split(',').map(Number)
const databases = values.databases.split(',') as ('pglite' | 'postgres')[]
const only = values.only.split(',')
const shape = { connections: Number(values.connections), duration: Number(values.duration) }
if (databases.includes('postgres') && !process.env.DATABASE_URL)
  throw new Error('postgres needs DATABASE_URL')

const rows: Row[] = []
for (const products of sizes) {
  for (const kind of databases) {
    if (values.skip.split(',').includes(`${kind}:${products}`)) continue
    const copy =
      kind === 'postgres'
        ? await preparedPostgres(process.env.DATABASE_URL!, products)
        : await preparedPglite(products)
    try {
      if (copy.loadSeconds)
        console.log(`prepared ${products} products in ${kind} in ${copy.loadSeconds.toFixed(0)} s`)
      const mix: MixResult | undefined = only.includes('mix')
        ? await benchMix(copy, shape, {
            voterShare: Number(values['voter-share']),
            votesPerSecond: Number(values['votes-per-second']),
          })
        : undefined
      const api: ApiResult | undefined = only.includes('api')
        ? await benchApi(copy, products, shape)
        : undefined
      const ssr: SsrResult[] | undefined = only.includes('ssr') ? await benchSsr(copy, shape) : undefined
      const row: Row = { products, kind, api, ssr, mix, load: loadavg()[0]! }
      rows.push(row)
      console.log([...mixTargetLines([row]), ...targetLines([row])].join('\n'))
    } finally {
      await copy.drop()
    }
  }
}

const stamp = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${process.arch}, Node ${process.version}, ${shape.connections} connections, ${shape.duration} s per figure after a 2 s warm-up; "load" is the 1-minute load average when the row finished.`
const tables = apiTables(rows)
const ssr = ssrTable(rows)
const verdicts = targetLines(rows)
const mixRows = mixTable(rows)
const uncached = uncachedTable(rows)
const mixVerdicts = mixTargetLines(rows)
const mixStamp = `${stamp} Mix: ${Number(values['voter-share']) * 100} % of requests from shoppers who voted (half guest_upvotes header, half bearer token), ${values['votes-per-second']} votes/s arriving; "cache share" is the share answered from a stored copy (x-cache: HIT); RSS from /proc (VmRSS median while loaded, VmHWM peak).`
console.log(
  [mixRows, uncached, tables.listing, tables.upvote, ssr, [...mixVerdicts, ...verdicts].join('\n')]
    .filter(Boolean)
    .join('\n\n'),
)
if (!values['no-write']) {
  if (mixRows)
    writePerformanceSection('storefront-mix', 'Storefront mix (issue 13)', `${mixRows}\n\n${mixStamp}`)
  if (uncached)
    writePerformanceSection(
      'uncached-listing',
      'Uncached listing and its SQL floor',
      `${uncached}\n\n${stamp}`,
    )
  if (mixVerdicts.length)
    writePerformanceSection(
      'mix-targets',
      'Mix targets (issue 13)',
      mixVerdicts.map((l) => `- ${l}`).join('\n'),
    )
  if (tables.listing)
    writePerformanceSection(
      'api-listing',
      'API listing: one URL walk (first five pages, anonymous; the old rows)',
      `${tables.listing}\n\n${stamp}`,
    )
  if (tables.upvote) writePerformanceSection('api-upvote', 'Upvote writes', `${tables.upvote}\n\n${stamp}`)
  if (ssr) writePerformanceSection('ssr-ttfb', 'Server-rendered pages (TTFB)', `${ssr}\n\n${stamp}`)
  writePerformanceSection(
    'bench-targets',
    'Benchmark targets (issue 6)',
    verdicts.map((l) => `- ${l}`).join('\n'),
  )
}
