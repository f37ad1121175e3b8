// Query words + lexicon → groups of alternatives (pure). Every group must match; within a group any
// alternative may. Costs order the alternatives: 0 the word itself, 0.5 a spelling variant, split or
// join, 1 a synonym or Hinglish word, 2+ a typo or a completion. Ranking gives a bonus to products
// matched through alternatives of cost ≤ 1 only, so close spellings never outrank real matches.
import distance from 'damerau-levenshtein'
import type { QueryWord } from './analyse-query.ts'
import { foldWord } from './fold.ts'
import type { Lexicon } from './lexicon.ts'
import { expansionsOf } from './synonym-expansion.ts'

export type Alternative = { words: string[]; cost: number; prefix?: boolean }
export type Group = { typed: string[]; alternatives: Alternative[] }
export type Plan = { groups: Group[]; dropped: string[] }

/** Typos allowed by a typed word's length, as Typesense and Meilisearch do: 0 up to 4, 1 up to 8, then 2. */
export const typoBudget = (length: number) => (length <= 4 ? 0 : length <= 8 ? 1 : 2)

export const STRICT_COST = 1

function typoAlternatives(word: QueryWord, lexicon: Lexicon): Alternative[] {
  const budget = typoBudget(word.typed.length)
  if (!budget) return []
  const scored = (lexicon.neighbours.get(word.folded) ?? [])
    // Edits counted on the folded forms or as typed against the catalogue's spelling, whichever is fewer.
    .map(({ word: w, display }) => ({
      w,
      d: Math.min(distance(word.folded, w).steps, distance(word.typed, display).steps),
    }))
    .filter((c) => c.d <= budget)
  const best = Math.min(...scored.map((c) => c.d))
  return scored.filter((c) => c.d === best).map((c) => ({ words: [c.w], cost: 1 + c.d }))
}

function splitAlternatives(word: QueryWord, lexicon: Lexicon): Alternative[] {
  const out: Alternative[] = []
  for (let k = 2; k <= word.typed.length - 2 && out.length < 2; k++) {
    const [left, right] = [foldWord(word.typed.slice(0, k)), foldWord(word.typed.slice(k))]
    if (lexicon.known.has(left) && lexicon.known.has(right)) out.push({ words: [left, right], cost: 0.5 })
  }
  return out
}

function wordGroup(word: QueryWord, lexicon: Lexicon, isLast: boolean, completeLast: boolean): Group {
  const display = lexicon.known.get(word.folded)
  // A catalogue word typed as the catalogue spells it ("jute") is that word, not a Hindi one ("joote");
  // written in Devanagari (जूते) it is the Hindi word.
  const asSpelled = display === word.typed && !word.devanagari
  const rows = asSpelled ? lexicon.synonyms.filter((r) => r.source !== 'hinglish') : lexicon.synonyms
  const { alternatives: expansions, replaced } = expansionsOf([word.folded], rows)
  const alternatives = [...expansions]
  if (display !== undefined) {
    // A Hinglish word that folds onto a catalogue word ("joote" → jute) means the Hindi word.
    const cost = replaced ? 2 : asSpelled ? 0 : 0.5
    alternatives.push({ words: [word.folded], cost })
  } else {
    alternatives.push(...splitAlternatives(word, lexicon))
    if (!alternatives.length) alternatives.push(...typoAlternatives(word, lexicon))
  }
  if (isLast && completeLast && word.folded.length >= 2 && lexicon.completions.length)
    alternatives.push({ words: [word.folded], cost: 2, prefix: true })
  return { typed: [word.typed], alternatives }
}

/** Two or three words covered together by a synonym ("lunch box") or typed apart ("sun glasses"). */
function phraseGroup(words: QueryWord[], lexicon: Lexicon): Group | undefined {
  const folded = words.map((w) => w.folded)
  const { alternatives } = expansionsOf([folded.join(' ')], lexicon.synonyms)
  if (words.length === 2) {
    const joined = foldWord(words[0]!.typed + words[1]!.typed)
    if (lexicon.known.has(joined)) alternatives.push({ words: [joined], cost: 0.5 })
  }
  if (!alternatives.length) return undefined
  if (folded.every((f) => lexicon.known.has(f))) alternatives.push({ words: folded, cost: 0 })
  return { typed: words.map((w) => w.typed), alternatives }
}

export function planQuery(words: QueryWord[], lexicon: Lexicon, completeLast: boolean): Plan {
  const groups: Group[] = []
  const dropped: string[] = []
  for (let i = 0; i < words.length;) {
    let group: Group | undefined
    for (let n = Math.min(3, words.length - i); n >= 2 && !group; n--)
      group = phraseGroup(words.slice(i, i + n), lexicon)
    group ??= wordGroup(words[i]!, lexicon, i === words.length - 1, completeLast)
    if (group.alternatives.length) groups.push(group)
    else dropped.push(...group.typed)
    i += group.typed.length
  }
  return { groups, dropped }
}
