// SQL pieces over a search document for a compiled search: the match and the relevance score. Search
// reads product_search.doc (narrow, decision 0663); the listing's search filter reads products.search_doc.
import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { productSearch } from '../db/schema.ts'
import type { CompiledSearch } from './tsquery.ts'

const tsq = (text: string | SQL) => sql`to_tsquery('simple', ${text})`

/** A document against a compiled search's match text: a value, or SQL naming many (a vote judges every
 *  stored search at once: repositories/searches-matching-product.ts). */
export const docMatches = (doc: AnyPgColumn, match: string | SQL): SQL => sql`${doc} @@ ${tsq(match)}`

export const searchMatches = (search: CompiledSearch, doc: AnyPgColumn = productSearch.doc): SQL =>
  docMatches(doc, search.match)

/** Whole-word title matches first (8), then whole-word matches anywhere (4), then ts_rank (< 1). */
export function searchScore(search: CompiledSearch, doc: AnyPgColumn | SQL = productSearch.doc): SQL {
  const bonus = (text: string | null, points: number) =>
    text ? sql`case when ${doc} @@ ${tsq(text)} then ${sql.raw(String(points))} else 0 end` : sql`0`
  // When nothing looser than the strict words was added, every match earns the 4: not tested per row.
  const anywhere = search.strictAll === search.match ? sql`4` : bonus(search.strictAll, 4)
  return sql`(${bonus(search.strictTitle, 8)} + ${anywhere} + ts_rank(${doc}, ${tsq(search.match)}, 1))`
}

/**
 * The score's tiers, best first: whole-word title matches (score ≥ 12), whole-word matches elsewhere
 * (4 to 5), the rest (< 1). A title match is a whole-word match, so the tiers do not overlap, and within a
 * tier only ts_rank differs: a page is the best tier's top, then the next one's, read only while the page
 * is not full. A broad word ("kesar": 11,625 matches, ~1,000 in titles) ranks its title matches alone.
 */
export function scoreTiers(search: CompiledSearch, doc: AnyPgColumn = productSearch.doc): SQL[] {
  if (!search.strictTitle || !search.strictAll) return [sql`true`]
  const title = sql`${doc} @@ ${tsq(search.strictTitle)}`
  const anywhere = sql`${doc} @@ ${tsq(search.strictAll)}`
  if (search.strictAll === search.match) return [title, sql`not (${title})`]
  return [title, sql`${anywhere} and not (${title})`, sql`not (${anywhere})`]
}
