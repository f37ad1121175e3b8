// One vote per shopper per product. The vote row and products.upvote_count change in one transaction,
// and the count moves only when a row was really added or removed: concurrent duplicates count once.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { products, votes } from '../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Voter = { voterKey: string; userId: string | null }
export type VoteCount = { productId: number; upvoteCount: number }

async function countOf(tx: Tx, productId: number): Promise<VoteCount | null> {
  const [row] = await tx
    .select({ productId: products.id, upvoteCount: products.upvoteCount })
    .from(products)
    .where(eq(products.id, productId))
  return row ?? null
}

async function shift(tx: Tx, productId: number, by: 1 | -1): Promise<VoteCount | null> {
  const [row] = await tx
    .update(products)
    .set({ upvoteCount: sql`greatest(${products.upvoteCount} + ${by}, 0)` })
    .where(eq(products.id, productId))
    .returning({ productId: products.id, upvoteCount: products.upvoteCount })
  return row ?? null
}

/** null when the product does not exist. One statement (one round trip, one commit): the vote row is
 *  added unless the voter already has it, and the counter moves only when it was. */
export async function addVote(db: Db, productId: number, voter: Voter): Promise<VoteCount | null> {
  const result = (await db.execute(sql`
    with product as (select ${products.id} as id, ${products.upvoteCount} as upvote_count
                     from ${products} where ${products.id} = ${productId}),
    added as (insert into ${votes} (product_id, voter_key, user_id)
              select id, ${voter.voterKey}, ${voter.userId} from product
              on conflict do nothing returning product_id),
    bumped as (update ${products} set upvote_count = ${products.upvoteCount} + 1
               where ${products.id} in (select product_id from added) returning ${products.id} as id, ${products.upvoteCount} as upvote_count)
    select product.id as product_id, coalesce(bumped.upvote_count, product.upvote_count) as upvote_count
    from product left join bumped on bumped.id = product.id`)) as unknown as {
    rows: { product_id: number; upvote_count: number }[]
  }
  const [row] = result.rows
  return row ? { productId: row.product_id, upvoteCount: row.upvote_count } : null
}

export async function removeVote(
  db: Db,
  productId: number,
  voterKey: string | null,
): Promise<VoteCount | null> {
  return db.transaction(async (tx) => {
    if (voterKey === null) return countOf(tx, productId)
    const removed = await tx
      .delete(votes)
      .where(and(eq(votes.productId, productId), eq(votes.voterKey, voterKey)))
      .returning({ productId: votes.productId })
    return removed.length ? shift(tx, productId, -1) : countOf(tx, productId)
  })
}

/** Newest first: the shopper's My Votes. Without a page: all of them. */
export async function findVotedProductIds(
  db: Db,
  voterKey: string,
  page?: { offset: number; limit: number },
): Promise<number[]> {
  const query = db
    .select({ productId: votes.productId })
    .from(votes)
    .where(eq(votes.voterKey, voterKey))
    .orderBy(desc(votes.createdAt), desc(votes.productId))
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query
  return rows.map((r) => r.productId)
}

export async function countVotes(db: Db, voterKey: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(votes).where(eq(votes.voterKey, voterKey))
  return row?.n ?? 0
}

/** Which of these products the voter upvoted (primary-key look-ups). */
export async function findUpvotedAmong(
  db: Db,
  voterKey: string,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ productId: votes.productId })
    .from(votes)
    .where(and(eq(votes.voterKey, voterKey), inArray(votes.productId, [...ids])))
  return new Set(rows.map((r) => r.productId))
}
