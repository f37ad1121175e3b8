// A suggestion's candidates (id, doc, views): the most viewed matches, scored afterwards. Read from the
// match itself (every matching row is visited, then the top few kept: decision 0796), or, for one group
// of alternatives, from each word's postings, already in popularity order (decision 0800): a broad word
// costs an index range of `candidates` rows instead of its thousands of matches.
import { sql, type SQL } from 'drizzle-orm'
import { productSearch, searchPostings } from '../db/schema.ts'
import { searchMatches } from '../search/search-sql.ts'
import type { SuggestionWords } from '../search/suggestion-words.ts'
import type { CompiledSearch } from '../search/tsquery.ts'

export const matchCandidates = (search: CompiledSearch, candidates: number): SQL => sql`
  select product_id as id, doc, view_count as views from ${productSearch}
  where ${searchMatches(search)} order by view_count desc, product_id desc limit ${candidates}`

/** Popularity is a log₂ bucket: within the last bucket taken, newer products come first; the live view
 *  count ranks them after. Words are a–z/0–9 (SAFE_WORD), so they travel as one array literal. */
export function postingsCandidates({ words, phrases }: SuggestionWords, candidates: number): SQL {
  const phraseArm = phrases
    ? sql`union all (select product_id, haat_popularity(view_count) from ${productSearch}
          where doc @@ to_tsquery('simple', ${phrases}) order by view_count desc, product_id desc limit ${candidates})`
    : sql``
  return sql`
    select s.product_id as id, s.doc, s.view_count as views
    from (select product_id, max(popularity) as popularity
          from (select p.product_id, p.popularity from unnest(${`{${words.join(',')}}`}::text[]) as w(word)
                cross join lateral (select product_id, popularity from ${searchPostings}
                                    where word = w.word order by popularity desc, product_id desc
                                    limit ${candidates}) p
                ${phraseArm}) arms
          group by product_id order by popularity desc, product_id desc limit ${candidates}) c
    join ${productSearch} s on s.product_id = c.product_id`
}
