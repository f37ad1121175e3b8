// The server's TypeScript as JavaScript (decision 0816), so `npm start` never loads Node's type
// stripper (amaro, with its WebAssembly) nor keeps each module's source twice. The modules are found
// by following imports from apps/web/server.ts. Each file keeps its depth one folder over
// (src/ → build/), so paths relative to a package (../../drizzle, ./pincodes.json) and node_modules
// lookups stay the same. Types become spaces (Node's own stripper), so a stack trace's line and column
// point into the .ts file.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { stripTypeScriptTypes } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '../../..')

/** Source folder → compiled folder, both relative to the checkout. */
const trees = [
  ['packages/domain/src/', 'packages/domain/build/'],
  ['apps/api/src/', 'apps/api/build/'],
  ['apps/web/server.ts', 'apps/web/build/node/server.js'],
  ['apps/web/server/', 'apps/web/build/node/server/'],
  // The app's own .ts modules the server imports itself (its API transport, locales, CSP nonce).
  ['apps/web/app/', 'apps/web/build/node/app/'],
] as const
const ENTRY = 'apps/web/server.ts'

/** The workspace's own names (package.json "exports" and "imports") → their source files. */
const workspaceNames: [RegExp, (rest: string) => string][] = [
  [/^@haat\/domain\/(.+)$/, (rest) => `packages/domain/src/${rest}.ts`],
  [/^@haat\/api\/(.+)$/, (rest) => `apps/api/src/${rest}.ts`],
  [/^#api-context$/, () => 'apps/web/app/lib/api/context.ts'],
]

/** A source file (relative to the checkout) → its compiled file; null outside the server's trees. */
function compiledPath(source: string): string | null {
  for (const [from, to] of trees) {
    if (source === from || (from.endsWith('/') && source.startsWith(from))) {
      return `${to}${source.slice(from.length)}`.replace(/\.ts$/, '.js')
    }
  }
  return null
}

/** The source file (relative to the checkout) an import names, or null for another package. */
function importedSource(name: string, importer: string): string | null {
  if (name.startsWith('.')) return relative(root, resolve(root, dirname(importer), name))
  for (const [pattern, source] of workspaceNames) {
    const match = pattern.exec(name)
    if (match) return source(match[1] ?? '')
  }
  return null
}

/** `code` of `importer` (relative to the checkout) with each import of a workspace file renamed to
 *  its compiled file; calls `found` with every such source file. */
export function rewriteImports(code: string, importer: string, found: (source: string) => void = () => {}) {
  const at = compiledPath(importer)
  if (!at) throw new Error(`${importer} is outside the server's folders`)
  const { importedFiles } = ts.preProcessFile(code, true, true)
  let out = code
  // Back to front, so earlier positions stay valid.
  for (const { fileName, pos } of [...importedFiles].sort((a, b) => b.pos - a.pos)) {
    const source = importedSource(fileName, importer)
    if (!source) continue
    const target = compiledPath(source)
    if (!target || source.endsWith('.tsx'))
      throw new Error(`${importer} imports ${fileName}, not server code`)
    found(source)
    const path = relative(dirname(at), target)
    // `pos` is the opening quote's, or the name's own on some TypeScript versions: find the name.
    const start = out.indexOf(fileName, pos)
    if (start < 0 || start > pos + 1) throw new Error(`cannot place import ${fileName} at ${pos}`)
    out = `${out.slice(0, start)}${path.startsWith('.') ? path : `./${path}`}${out.slice(start + fileName.length)}`
  }
  return out
}

/** Data files the modules read beside themselves (pincodes.json), copied with each tree. */
function copyData(from: string, to: string) {
  for (const item of readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!item.isFile() || !item.name.endsWith('.json')) continue
    const at = relative(from, join(item.parentPath, item.name))
    mkdirSync(dirname(join(to, at)), { recursive: true })
    copyFileSync(join(from, at), join(to, at))
  }
}

/** Compiles the server into `outRoot` (the checkout for `npm run build`); the files and the entry. */
export function compileServer(outRoot = root): { files: string[]; entry: string } {
  for (const [from, to] of trees) {
    rmSync(join(outRoot, to), { recursive: true, force: true })
    if (from.endsWith('/') && from !== 'apps/web/app/') copyData(join(root, from), join(outRoot, to))
  }
  const files = new Set<string>()
  const queue = [ENTRY]
  for (let source = queue.pop(); source; source = queue.pop()) {
    if (files.has(source)) continue
    files.add(source)
    if (source.endsWith('.json')) continue
    const stripped = stripTypeScriptTypes(readFileSync(join(root, source), 'utf8'), { mode: 'strip' })
    const to = join(outRoot, compiledPath(source)!)
    mkdirSync(dirname(to), { recursive: true })
    writeFileSync(
      to,
      rewriteImports(stripped, source, (next) => queue.push(next)),
    )
  }
  return { files: [...files], entry: join(outRoot, compiledPath(ENTRY)!) }
}

if (import.meta.main) {
  const { files, entry } = compileServer()
  console.log(`server compiled: ${files.length} modules, started by node ${relative(process.cwd(), entry)}`)
}
