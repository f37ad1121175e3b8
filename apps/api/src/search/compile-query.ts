// Raw text → what the database runs: analysed words, the lexicon read for them, the plan and its tsquery.
// Searching completes the last word only when it is not a word already (typing "mat" means mat, not
// matcha); suggesting completes it while the shopper is still typing it, unless it is a known word of
// two folded letters.
import type { Db } from '../db/client.ts'
import { analyseQuery, type AnalysedQuery } from './analyse-query.ts'
import { readLexicon, type Lexicon } from './lexicon.ts'
import { planQuery, type Plan } from './plan.ts'
import { compileSearch, type CompiledSearch } from './tsquery.ts'

export type SearchMode = 'search' | 'suggest'
export type CompiledQuery = {
  analysed: AnalysedQuery
  plan: Plan
  lexicon: Lexicon | null
  search: CompiledSearch | null
}

export async function compileQuery(db: Db, raw: string, mode: SearchMode): Promise<CompiledQuery> {
  const analysed = analyseQuery(raw)
  const last = analysed.words.at(-1)
  if (!last) return { analysed, plan: { groups: [], dropped: [] }, lexicon: null, search: null }
  const lexicon = await readLexicon(db, analysed.words, analysed.lastWordOpen)
  const known = lexicon.known.has(last.folded)
  // A known word of two folded letters is that word: "ghee" folds to "gi", whose completions ("gi:*")
  // match a quarter of a 100k catalogue and made the slowest suggestions (docs/performance.md).
  const completeLast =
    analysed.lastWordOpen && (mode === 'suggest' ? !(known && last.folded.length <= 2) : !known)
  const plan = planQuery(analysed.words, lexicon, completeLast)
  return { analysed, plan, lexicon, search: compileSearch(plan) }
}
