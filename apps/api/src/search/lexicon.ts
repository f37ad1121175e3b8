// What the catalogue knows about a query's words, read fresh for every query (no per-instance copy):
// which folded words exist, close spellings of unknown words, completions of the last word, and the
// synonyms and Hinglish words that cover any run of 1–3 words.
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { foldWord } from './fold.ts'
import type { QueryWord } from './analyse-query.ts'
import { prefixEnd } from './prefix-end.ts'
import { PREFIX_WORDS } from './suggestion-words.ts'

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
  /** completions of the last word, in order: at most PREFIX_WORDS + 1 (more when full) */
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

const none = sql`'[]'::json`

/** One statement (one round trip, one plan): the known words, the synonyms, the completions of the last
 *  word and the close spellings of each unknown word, each as a JSON list. */
export async function readLexicon(db: Db, words: QueryWord[], completeLast: boolean): Promise<Lexicon> {
  const last = words.at(-1)?.folded ?? ''
  const spelled = [...new Set(words.map((w) => w.folded).filter((f) => f.length >= 4))]
  // A range of the primary key (words are a–z/0–9 only); one more than suggestions read, so a full
  // list says there are more.
  const end = prefixEnd(last)
  const completions =
    completeLast && last.length >= 2
      ? sql`(select coalesce(json_agg(word order by word), '[]'::json) from
             (select word from search_words where word >= ${last} ${end ? sql`and word < ${end}` : sql``}
              order by word limit ${PREFIX_WORDS + 1}) c)`
      : none
  const neighbours = spelled.length
    ? sql`(select coalesce(json_agg(json_build_object('tok', t.tok, 'word', w.word, 'display', w.display)
                                    order by t.ord, w.sim desc, w.word), '[]'::json)
           from unnest(${textArray(spelled)}) with ordinality as t(tok, ord)
           cross join lateral (select word, display, similarity(word, t.tok) as sim from search_words
                               where word % t.tok order by sim desc limit 15) as w
           where not exists (select 1 from search_words k where k.word = t.tok))`
    : none
  const result = await db.execute(sql`select
    (select coalesce(json_agg(json_build_object('word', word, 'display', display)), '[]'::json)
       from search_words where word = any(${textArray(candidatesOf(words))})) as known,
    (select coalesce(json_agg(json_build_object('folded', folded, 'direction', direction, 'source', source)),
                     '[]'::json)
       from search_synonyms where folded && ${textArray(ngramsOf(words))}) as synonyms,
    ${completions} as completions,
    ${neighbours} as neighbours`)
  const [row] = rowsOf<{
    known: Array<{ word: string; display: string }>
    synonyms: SynonymRow[]
    completions: string[]
    neighbours: Array<{ tok: string; word: string; display: string }>
  }>(result)
  const found: Lexicon['neighbours'] = new Map()
  for (const { tok, word, display } of row!.neighbours)
    found.set(tok, [...(found.get(tok) ?? []), { word, display }])
  return {
    known: new Map(row!.known.map((r) => [r.word, r.display])),
    neighbours: found,
    completions: row!.completions,
    synonyms: row!.synonyms,
  }
}
