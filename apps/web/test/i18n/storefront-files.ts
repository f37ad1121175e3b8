// The storefront's source files under app/, for the tests that read them (the Hindi catalogue's and the
// untranslated-text test): every file whose name matches, but for the skipped paths (relative to app/).
import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

export const APP = join(import.meta.dirname, '../../app')

export function storefrontFiles(names: RegExp, skipped: RegExp[], dir = APP): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    const rel = relative(APP, path)
    if (skipped.some((s) => s.test(rel))) return []
    if (statSync(path).isDirectory()) return storefrontFiles(names, skipped, path)
    return names.test(name) ? [path] : []
  })
}
