// Checks that no shopper's page loads zod (decisions 0280, 0842): the browser reads API answers typed,
// and zod's schemas cost a listing ~25 KB gzip and, on a phone, ~100 ms of main thread to build.
// Follows every chunk a storefront route can load, at once or later (static and dynamic imports, and
// the preload lists of lazy parts), from the client entry and each route that is not an admin page,
// and exits 1 naming the chain that reaches a chunk with zod in it. Run after `npm run build`.
import { readdirSync, readFileSync } from 'node:fs'
import { BUILD_CLIENT_DIR } from '../server/paths.ts'
import { buildManifest, filesOf } from './build-manifest.ts'

/** A string zod's core defines in every build of it (its base type's name); no other code has it. */
const ZOD_MARK = '$ZodType'
/** `from "./x.js"`, `import("./x.js")`, import(`./x.js`) and the `"assets/x.js"` of preload lists. */
const CHUNK_REF =
  /(?:from\s*|import\s*\(\s*|import\s*)["'`]\.\/([\w.$-]+\.js)["'`]|["'`]assets\/([\w.$-]+\.js)["'`]/g

const { entry, routes } = await buildManifest()
/** Every chunk of the build, read once. */
const chunks = new Map(
  readdirSync(`${BUILD_CLIENT_DIR}/assets`)
    .filter((name) => name.endsWith('.js'))
    .map((name) => [name, readFileSync(`${BUILD_CLIENT_DIR}/assets/${name}`, 'utf8')]),
)
const nameOf = (url: string) => url.replace(/^\/assets\//, '')
const adminModules = new Set(
  Object.entries(routes)
    .filter(([id]) => id.startsWith('routes/admin'))
    .map(([, route]) => nameOf(route.module)),
)

/** How each chunk was reached: the chunk it was found in, or the route (or entry) that lists it. */
const reachedFrom = new Map<string, string>()
const queue: string[] = []
const reach = (name: string, from: string) => {
  if (reachedFrom.has(name) || adminModules.has(name)) return
  reachedFrom.set(name, from)
  queue.push(name)
}
for (const [id, route] of Object.entries(routes)) {
  if (id.startsWith('routes/admin')) continue
  for (const url of filesOf(route)) reach(nameOf(url), id)
}
for (const url of filesOf(entry)) reach(nameOf(url), 'the client entry')

const withZod: string[] = []
for (let name = queue.shift(); name; name = queue.shift()) {
  const code = chunks.get(name)
  if (code === undefined) throw new Error(`${name} is referred to but is not in the build`)
  if (code.includes(ZOD_MARK)) withZod.push(name)
  for (const match of code.matchAll(CHUNK_REF)) reach((match[1] ?? match[2])!, name)
}

const chain = (name: string) => {
  const names = [name]
  for (let from = reachedFrom.get(name); from; from = reachedFrom.get(from)) names.unshift(from)
  return names.join(' -> ')
}
// The admin pages do use zod: if no chunk at all has the mark, zod has renamed it and this check is blind.
if (![...chunks.values()].some((code) => code.includes(ZOD_MARK))) {
  console.error(`no chunk of the build has '${ZOD_MARK}', not even the admin pages': update ZOD_MARK`)
  process.exitCode = 1
} else if (withZod.length === 0) {
  console.log(`zod-free pages: ${reachedFrom.size} chunks a shopper's page can load, none with zod`)
} else {
  for (const name of withZod) console.error(`zod reaches a shopper's page: ${chain(name)}`)
  process.exitCode = 1
}
