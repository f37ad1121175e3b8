// Which of some searches a product matches, asked in one statement: a vote on a product moves the
// totals of the stored search answers that list it and leaves the others stored (plugins/shared-answers.ts).
// The match is the listing's own: products.search_doc against each search's compiled text.
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { docMatches } from '../search/search-sql.ts'

export async function searchesMatchingProduct(
  db: Db,
  productId: number,
  matches: string[],
): Promise<Set<string>> {
  const result = await db.execute(sql`
    select q.match from ${products} cross join unnest(${sql.param(matches)}::text[]) as q(match)
    where ${products.id} = ${productId} and ${docMatches(products.searchDoc, sql`q.match`)}`)
  const { rows } = result as unknown as { rows: Array<{ match: string }> }
  return new Set(rows.map((row) => row.match))
}
