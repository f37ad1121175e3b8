// Prints the gzip size of the JavaScript a first visit downloads for each route (entry + root + route
// module and their imports), read from the production build's manifest. Run after `npm run build`.
// Usage: node apps/web/scripts/bundle-size.ts [--report] [routeId …]   (default: every route)
// Exits 1 when a route is over its budget (KB = 1024 bytes, gzip level 9): the product page's is 150 KB.
// --report (what `npm run build` runs after the build): every route, over-budget lines marked, exit 0,
// so a build is never refused for size; `npm run size` is the check.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { BUILD_CLIENT_DIR } from '../server/paths.ts'
import { buildManifest, filesOf } from './build-manifest.ts'

const BUDGET_KB: Record<string, number> = { 'routes/product.$slug': 150 }

const { entry, routes } = await buildManifest()

const gzipKb = (url: string) => gzipSync(readFileSync(BUILD_CLIENT_DIR + url), { level: 9 }).length / 1024

function initialLoad(routeId: string): Set<string> {
  const files = new Set(filesOf(entry))
  for (let id: string | undefined = routeId; id; id = routes[id]?.parentId) {
    for (const f of filesOf(routes[id]!)) files.add(f)
  }
  return files
}

const args = process.argv.slice(2)
const reportOnly = args.includes('--report')
const wanted = args.filter((a) => a !== '--report')
const ids = wanted.length ? wanted : Object.keys(routes).filter((id) => id !== 'root')
if (reportOnly) console.log('Initial JavaScript per route (gzip, first visit):')
for (const id of ids) {
  if (!routes[id]) throw new Error(`No route '${id}'. Known: ${Object.keys(routes).join(', ')}`)
  const files = [...initialLoad(id)]
  const total = files.reduce((sum, f) => sum + gzipKb(f), 0)
  const budget = BUDGET_KB[id]
  const verdict =
    budget === undefined ? '' : total <= budget ? ` (budget ${budget} KB: ok)` : ` OVER BUDGET ${budget} KB`
  console.log(
    `${id.padEnd(32)} ${total.toFixed(1).padStart(6)} KB gzip JS in ${files.length} files${verdict}`,
  )
  if (budget !== undefined && total > budget && !reportOnly) process.exitCode = 1
}
