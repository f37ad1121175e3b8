// Writes one generated section of docs/performance.md (between `<!-- key:start -->` and
// `<!-- key:end -->`), leaving the rest of the file, and every other script's section, alone.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const PERFORMANCE_DOC = fileURLToPath(new URL('../../../docs/performance.md', import.meta.url))

export function writePerformanceSection(
  key: string,
  heading: string,
  markdown: string,
  path = PERFORMANCE_DOC,
) {
  const start = `<!-- ${key}:start -->`
  const end = `<!-- ${key}:end -->`
  const section = `${start}\n## ${heading}\n\n${markdown.trim()}\n${end}`
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Performance\n'
  const from = current.indexOf(start)
  const to = current.indexOf(end)
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + section + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${section}\n`
  writeFileSync(path, next)
}
