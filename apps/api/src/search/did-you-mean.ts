// "Did you mean", asked only when a query found nothing: each word the catalogue does not know is
// replaced by its closest catalogue word (most trigrams shared, then fewest edits), when one is close.
// The scan over the vocabulary is looser than typo matching and runs only on this rare path.
import distance from 'damerau-levenshtein'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { CompiledQuery } from './compile-query.ts'

type Candidate = { word: string; display: string }

async function closest(db: Db, folded: string, typed: string): Promise<string | null> {
  // Trigrams miss short words ("hunny" shares one with "honey"): words of a like length with the same
  // first letter are compared too.
  const result = await db.execute(sql`
    (select word, display from search_words where similarity(word, ${folded}) > 0.15
      order by similarity(word, ${folded}) desc, word limit 8)
    union
    (select word, display from search_words where word like ${folded.slice(0, 1) + '%'}
      and length(word) between ${folded.length - 2} and ${folded.length + 2} limit 500)`)
  const best = (result as unknown as { rows: Candidate[] }).rows
    .map((c) => {
      const asTyped = distance(typed, c.display).steps
      return { ...c, asTyped, d: Math.min(distance(folded, c.word).steps, asTyped) }
    })
    .filter((c) => c.d <= Math.max(2, Math.floor(typed.length / 3)))
    .sort((a, b) => a.d - b.d || a.asTyped - b.asTyped || a.word.localeCompare(b.word))[0]
  return best?.display ?? null
}

export async function didYouMean(db: Db, { analysed, lexicon }: CompiledQuery): Promise<string | null> {
  if (!lexicon) return null
  let changed = false
  const words = await Promise.all(
    analysed.words.map(async (w) => {
      if (lexicon.known.has(w.folded) || w.folded.length < 3) return w.typed
      const better = await closest(db, w.folded, w.typed)
      if (better === null) return w.typed
      changed = true
      return better
    }),
  )
  return changed ? words.join(' ') : null
}
