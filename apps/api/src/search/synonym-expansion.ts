// What synonym rows add for a run of folded words: two-way rows give every other term, one-way rows
// give their targets when the run is their first term. Hinglish rows replace the word (replaced: true).
import type { Alternative } from './plan.ts'
import type { SynonymRow } from './lexicon.ts'

export function expansionsOf(
  runs: string[],
  rows: SynonymRow[],
): { alternatives: Alternative[]; replaced: boolean } {
  const alternatives: Alternative[] = []
  let replaced = false
  for (const row of rows) {
    const hit = runs.find((r) => (row.direction === 'two-way' ? row.folded.includes(r) : row.folded[0] === r))
    if (hit === undefined) continue
    const targets = row.direction === 'two-way' ? row.folded.filter((t) => t !== hit) : row.folded.slice(1)
    for (const t of targets) alternatives.push({ words: t.split(' ').filter(Boolean), cost: 1 })
    if (row.source === 'hinglish') replaced = true
  }
  return { alternatives, replaced }
}
