// SQL pieces over a search document for a compiled search: the match and the relevance score. Search
// reads product_search.doc (narrow, decision 0663); the listing's search filter reads products.search_doc.
import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { productSearch } from '../db/schema.ts'
import type { CompiledSearch } from './tsquery.ts'

const tsq = (text: string) => sql`to_tsquery('simple', ${text})`

export const searchMatches = (search: CompiledSearch, doc: AnyPgColumn = productSearch.doc): SQL =>
  sql`${doc} @@ ${tsq(search.match)}`

/** Whole-word title matches first (8), then whole-word matches anywhere (4), then ts_rank (< 1). */
export function searchScore(search: CompiledSearch, doc: AnyPgColumn | SQL = productSearch.doc): SQL {
  const bonus = (text: string | null, points: number) =>
    text ? sql`case when ${doc} @@ ${tsq(text)} then ${sql.raw(String(points))} else 0 end` : sql`0`
  // When nothing looser than the strict words was added, every match earns the 4: not tested per row.
  const anywhere = search.strictAll === search.match ? sql`4` : bonus(search.strictAll, 4)
  return sql`(${bonus(search.strictTitle, 8)} + ${anywhere} + ts_rank(${doc}, ${tsq(search.match)}, 1))`
}
