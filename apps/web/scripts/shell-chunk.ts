// Rolldown chunk grouping for the browser build. Left to itself, Rolldown cuts the code every page shares
// into dozens of small chunks, and each compresses on its own (~10 KB more gzip per page). Instead:
// - 'shell': what the client entry and root.tsx import statically (every page loads it anyway);
// - 'common': what at least COMMON_MIN_ROUTES routes import (images, upvote button, page frame…);
// - the rest stays with its route. Framework libraries come first, merged into the client entry chunk.
import type { Rolldown } from 'vite'

type Groups = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>
type GetModuleInfo = (id: string) => { importedIds: readonly string[] } | null

const COMMON_MIN_ROUTES = 7
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/
const ROUTE = /\?__react-router-build-client-route$/
// The store admin's pages share their frame and forms among themselves: counted with the storefront's
// routes they made 'common' (1.3 KB more on every shopper's first visit). Rolldown places them.
const ADMIN_ROUTE = /[\\/]routes[\\/]admin[.]/
const isShellRoot = (id: string) =>
  id.includes('@react-router/dev/dist/config/defaults/entry.client') || /[\\/]app[\\/]root\.tsx\?/.test(id)
// Barrels re-export a whole library; their unused exports are tree-shaken, but following them would
// pull every icon any page uses into the shell. The icons a chunk uses are placed by Rolldown.
const BARREL = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/

/** The modules `roots` import statically (dynamic imports stay lazy). */
function reachable(roots: readonly string[], info: GetModuleInfo): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    if (!BARREL.test(id)) stack.push(...(info(id)?.importedIds ?? []))
  }
  return seen
}

function chunkNames(entries: readonly string[], info: GetModuleInfo): Map<string, string> {
  const names = new Map<string, string>()
  const shell = reachable(entries.filter(isShellRoot), info)
  const routeCount = new Map<string, number>()
  for (const route of entries.filter((id) => ROUTE.test(id) && !isShellRoot(id) && !ADMIN_ROUTE.test(id))) {
    for (const id of reachable([route], info)) routeCount.set(id, (routeCount.get(id) ?? 0) + 1)
  }
  if (process.env.HAAT_CHUNK_DEBUG) {
    const rows = [...routeCount].filter(([id]) => !shell.has(id)).sort((a, b) => b[1] - a[1])
    console.log(rows.map(([id, n]) => `${n} ${id}`).join('\n'))
  }
  for (const [id, n] of routeCount) if (n >= COMMON_MIN_ROUTES && !ROUTE.test(id)) names.set(id, 'common')
  for (const id of shell) names.set(id, 'shell')
  return names
}

export function shellChunkGroups(): Groups {
  // Rolldown calls a group's `test` for every module before its first `name` call: collect entries there.
  const entries = new Set<string>()
  let names: Map<string, string> | null = null
  const group = (chunk: string, priority: number) => ({
    priority, // higher first: a group also takes its modules' dependencies not yet placed
    test: (id: string) => {
      if (isShellRoot(id) || ROUTE.test(id)) entries.add(id)
      return true
    },
    name: (id: string, ctx: { getModuleInfo: GetModuleInfo }) => {
      names ??= chunkNames([...entries], (m) => ctx.getModuleInfo(m))
      return names.get(id) === chunk ? chunk : null
    },
  })
  return [{ name: 'framework', test: FRAMEWORK, priority: 3 }, group('shell', 2), group('common', 1)]
}
