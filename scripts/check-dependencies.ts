// Dependency rules knip does not check (decisions 0504, 0720): every version in every workspace's
// package.json is exact, the lock holds one fastify-plugin major, and no esbuild older than 0.25.0
// (GHSA-67mh-4wv8-2f99: any site could read the dev server's answers) is installed, drizzle-kit's
// old loader included. Prints each problem and exits 1 when there is one.
import { readFileSync } from 'node:fs'

type Manifest = Record<string, unknown> & { workspaces?: string[] }
type Lock = { packages: Record<string, { version?: string; link?: boolean; resolved?: string }> }

const root = new URL('..', import.meta.url)
const readJson = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as T
const lock = readJson<Lock>('package-lock.json')
const problems: string[] = []

const workspaceDirs = Object.entries(lock.packages)
  .filter(([path, entry]) => entry.link && path.startsWith('node_modules/'))
  .map(([, entry]) => entry.resolved ?? '')
for (const dir of ['.', ...workspaceDirs]) {
  const manifest = readJson<Manifest>(`${dir}/package.json`)
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    const deps = (manifest[field] ?? {}) as Record<string, string>
    for (const [name, range] of Object.entries(deps)) {
      const own = name.startsWith('@haat/') && range === '*' // this repository's own workspaces
      if (!own && !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range))
        problems.push(`${dir}/package.json ${field}.${name} is "${range}", not an exact version`)
    }
  }
}

const installed = (name: string) =>
  Object.entries(lock.packages)
    .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
    .map(([path, entry]) => ({ path, version: entry.version ?? '' }))

const pluginMajors = new Set(installed('fastify-plugin').map((p) => p.version.split('.')[0]))
if (pluginMajors.size > 1) problems.push(`fastify-plugin majors in the lock: ${[...pluginMajors].join(', ')}`)

for (const { path, version } of installed('esbuild')) {
  const [major, minor] = version.split('.').map(Number)
  if (major === 0 && (minor ?? 0) < 25)
    problems.push(`${path} is esbuild ${version}, older than 0.25.0 (GHSA-67mh-4wv8-2f99)`)
}

for (const problem of problems) console.error(problem)
console.log(
  problems.length
    ? `${problems.length} dependency problem(s)`
    : 'dependencies: exact, one fastify-plugin major, esbuild >= 0.25',
)
process.exit(problems.length ? 1 : 0)
