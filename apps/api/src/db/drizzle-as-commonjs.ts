// drizzle-orm (and PGlite, which drizzle's CommonJS driver requires) load from their CommonJS builds
// (decision 0823). Node's ESM loader reads a file's package scope for each of drizzle-orm's ~450 ES
// modules and rebuilds its 179 KB "exports" map every time: 1.1 s of start-up CPU and a heap grown to
// ~130 MB for a moment, where its CommonJS build loads in 0.15 s. One copy of each package is loaded:
// every import of them, ours and drizzle's, resolves with the same conditions.
import { registerHooks } from 'node:module'

const COMMONJS_PACKAGES = ['drizzle-orm', '@electric-sql/pglite']

export function isLoadedAsCommonJs(specifier: string): boolean {
  return COMMONJS_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))
}

let registered = false

/** Call before any module that imports drizzle-orm is imported (the entry then imports the rest). */
export function loadDrizzleAsCommonJs(): void {
  if (registered) return
  registered = true
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (!isLoadedAsCommonJs(specifier)) return nextResolve(specifier, context)
      return nextResolve(specifier, { ...context, conditions: ['node', 'require', 'default'] })
    },
  })
}
