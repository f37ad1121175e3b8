// After a storm: each product's upvote_count, its vote rows, and what the acknowledged answers say it
// must be. Nothing lost, nothing counted twice, nothing negative.
import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../../apps/api/src/db/client.ts'
import { products, votes } from '../../../apps/api/src/db/schema.ts'

export type ProductTally = { productId: number; counter: number; rows: number; expected: number }

export async function tallyVotes(db: Db, expected: Map<number, number>): Promise<ProductTally[]> {
  const ids = [...expected.keys()]
  const counters = await db
    .select({ id: products.id, counter: products.upvoteCount })
    .from(products)
    .where(inArray(products.id, ids))
  const rows = await db
    .select({ id: votes.productId, rows: sql<number>`count(*)::int` })
    .from(votes)
    .where(inArray(votes.productId, ids))
    .groupBy(votes.productId)
  const rowsOf = new Map(rows.map((r) => [r.id, Number(r.rows)]))
  return counters.map((c) => ({
    productId: c.id,
    counter: c.counter,
    rows: rowsOf.get(c.id) ?? 0,
    expected: expected.get(c.id)!,
  }))
}

export const exact = (tally: ProductTally[]) =>
  tally.every((t) => t.counter === t.rows && t.rows === t.expected && t.counter >= 0)
