// SQL pieces over products.search_doc for a compiled search: the match and the relevance score.
import { sql, type SQL } from 'drizzle-orm'
import { products } from '../db/schema.ts'
import type { CompiledSearch } from './tsquery.ts'

const tsq = (text: string) => sql`to_tsquery('simple', ${text})`

export const searchMatches = (search: CompiledSearch): SQL =>
  sql`${products.searchDoc} @@ ${tsq(search.match)}`

/** Whole-word title matches first (8), then whole-word matches anywhere (4), then ts_rank (< 1). */
export function searchScore(search: CompiledSearch): SQL {
  const bonus = (text: string | null, points: number) =>
    text
      ? sql`case when ${products.searchDoc} @@ ${tsq(text)} then ${sql.raw(String(points))} else 0 end`
      : sql`0`
  return sql`(${bonus(search.strictTitle, 8)} + ${bonus(search.strictAll, 4)} + ts_rank(${products.searchDoc}, ${tsq(search.match)}, 1))`
}
