// What the catalogue knows about a query's words, read fresh for every query (no per-instance copy):
// which folded words exist, close spellings of unknown words, completions of the last word, and the
// synonyms and Hinglish words that cover any run of 1–3 words.
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { foldWord } from './fold.ts'
import type { QueryWord } from './analyse-query.ts'

export type SynonymRow = {
  folded: string[]
  direction: 'two-way' | 'one-way'
  source: 'synonym' | 'hinglish'
}
export type Lexicon = {
  /** folded word → its surface form in the catalogue */
  known: Map<string, string>
  /** folded unknown word → catalogue words that look alike (trigram neighbours) */
  neighbours: Map<string, Array<{ word: string; display: string }>>
  /** completions of the last word */
  completions: string[]
  synonyms: SynonymRow[]
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows
/** A text[] parameter (drizzle would spread a JS array into a row of parameters). */
const textArray = (values: string[]) =>
  sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`

/** Runs of 1–3 folded words, space-joined: the keys synonyms are looked up by. */
export function ngramsOf(words: QueryWord[]): string[] {
  const grams: string[] = []
  for (let i = 0; i < words.length; i++)
    for (let n = 1; n <= 3 && i + n <= words.length; n++)
      grams.push(
        words
          .slice(i, i + n)
          .map((w) => w.folded)
          .join(' '),
      )
  return grams
}

/** Words whose existence decides a plan: each word, adjacent pairs joined, and halves of splits. */
function candidatesOf(words: QueryWord[]): string[] {
  const out = new Set<string>()
  words.forEach((w, i) => {
    out.add(w.folded)
    const next = words[i + 1]
    if (next) out.add(foldWord(w.typed + next.typed))
    for (let k = 2; k <= w.typed.length - 2; k++) {
      out.add(foldWord(w.typed.slice(0, k)))
      out.add(foldWord(w.typed.slice(k)))
    }
  })
  return [...out]
}

export async function readLexicon(db: Db, words: QueryWord[], completeLast: boolean): Promise<Lexicon> {
  const last = words.at(-1)?.folded ?? ''
  const [known, synonyms, completions] = await Promise.all([
    db.execute(
      sql`select word, display from search_words where word = any(${textArray(candidatesOf(words))})`,
    ),
    db.execute(sql`select folded, direction, source from search_synonyms
                   where folded && ${textArray(ngramsOf(words))}`),
    completeLast && last.length >= 2
      ? db.execute(sql`select word from search_words where word like ${last + '%'}
                       order by length(word), word limit 12`)
      : { rows: [] },
  ])
  const knownMap = new Map(rowsOf<{ word: string; display: string }>(known).map((r) => [r.word, r.display]))
  const unknown = words.map((w) => w.folded).filter((f) => !knownMap.has(f) && f.length >= 4)
  const neighbours: Lexicon['neighbours'] = new Map()
  if (unknown.length) {
    const rows = rowsOf<{ tok: string; word: string; display: string }>(
      await db.execute(sql`select t.tok, w.word, w.display from unnest(${textArray(unknown)}) as t(tok)
        cross join lateral (select word, display from search_words where word % t.tok
                            order by similarity(word, t.tok) desc limit 15) as w`),
    )
    for (const { tok, word, display } of rows)
      neighbours.set(tok, [...(neighbours.get(tok) ?? []), { word, display }])
  }
  return {
    known: knownMap,
    neighbours,
    completions: rowsOf<{ word: string }>(completions).map((r) => r.word),
    synonyms: rowsOf<SynonymRow>(synonyms),
  }
}
