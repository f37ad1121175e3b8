// Writes the "API listing" section of docs/performance.md, leaving the rest of the file alone.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const START = '<!-- api-listing:start -->'
const END = '<!-- api-listing:end -->'

export function writeListingSection(path: string, markdown: string) {
  const section = `${START}\n## API listing\n\n${markdown.trim()}\n${END}`
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Performance\n'
  const from = current.indexOf(START)
  const to = current.indexOf(END)
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + section + current.slice(to + END.length)
      : `${current.trimEnd()}\n\n${section}\n`
  writeFileSync(path, next)
}
