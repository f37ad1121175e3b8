// One vote per shopper per product. The vote row and products.upvote_count change in one statement
// (one transaction), and the count moves only when a row was really added or removed: concurrent
// duplicates count once. Each answers what caches need to patch their copies (decision 0640). A new vote
// on a product with an offer also counts an unlock for the insights page (decision 0770), in the same
// statement: the product's row is locked by the count's update already, so it adds no contention.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { CountMove } from '../events/catalog-events.ts'
import type { Db } from '../db/client.ts'
import { productDays, productTags, products, votes } from '../db/schema.ts'
import { indiaDay } from './india-day.ts'

export type Voter = { voterKey: string; userId: string | null }
export type VoteCount = { productId: number; upvoteCount: number }
/** The count after the vote, by how much the vote moved it, and where the product is listed. */
export type VoteChange = CountMove

type ChangeRow = {
  product_id: number
  upvote_count: number
  moved: number
  category_id: number
  subcategory_id: number | null
  brand_id: number
  tag_ids: number[] | null
}

// The product's count and where it is listed, read in the vote's own statement.
const scopeColumns = sql`${products.id} as id, ${products.upvoteCount} as upvote_count,
  ${products.categoryId} as category_id, ${products.subcategoryId} as subcategory_id,
  ${products.brandId} as brand_id,
  array(select ${productTags.tagId} from ${productTags} where ${productTags.productId} = ${products.id}) as tag_ids`

function changeOf(row: ChangeRow | undefined): VoteChange | null {
  if (!row) return null
  return {
    productId: row.product_id,
    upvoteCount: row.upvote_count,
    moved: Math.sign(row.moved) as -1 | 0 | 1,
    scope: {
      categoryId: row.category_id,
      subcategoryId: row.subcategory_id,
      brandId: row.brand_id,
      tagIds: row.tag_ids ?? [],
    },
  }
}

async function run(db: Db, query: SQL): Promise<VoteChange | null> {
  const result = (await db.execute(query)) as unknown as { rows: ChangeRow[] }
  const change = changeOf(result.rows[0])
  if (!change || change.moved !== 0) return change
  // Nothing moved: the statement's own snapshot may predate a concurrent vote on the same row that it
  // waited for (PostgreSQL, read committed), so the count it read can be stale. Read it again.
  const [fresh] = await db
    .select({ n: products.upvoteCount })
    .from(products)
    .where(eq(products.id, change.productId))
  return fresh ? { ...change, upvoteCount: fresh.n } : change
}

/** null when the product does not exist. One statement (one round trip, one commit): the vote row is
 *  added unless the voter already has it, and the counter moves only when it was. */
export async function addVote(db: Db, productId: number, voter: Voter): Promise<VoteChange | null> {
  return run(
    db,
    sql`
    with product as (select ${scopeColumns} from ${products} where ${products.id} = ${productId}),
    added as (insert into ${votes} (product_id, voter_key, user_id)
              select id, ${voter.voterKey}, ${voter.userId} from product
              on conflict do nothing returning product_id),
    bumped as (update ${products} set upvote_count = ${products.upvoteCount} + 1
               where ${products.id} in (select product_id from added) returning ${products.id} as id, ${products.upvoteCount} as upvote_count),
    unlocked as (insert into ${productDays} (product_id, day, unlocks)
               select ${products.id}, ${indiaDay(sql`now()`)}, 1 from ${products}
               where ${products.id} in (select product_id from added) and ${products.offerType} is not null
               on conflict (product_id, day) do update set unlocks = ${productDays.unlocks} + 1)
    select product.id as product_id, coalesce(bumped.upvote_count, product.upvote_count) as upvote_count,
      (case when bumped.id is null then 0 else 1 end) as moved,
      category_id, subcategory_id, brand_id, tag_ids
    from product left join bumped on bumped.id = product.id`,
  )
}

/** voterKey null: nothing to take back, only the count to tell. Never below zero. */
export async function removeVote(
  db: Db,
  productId: number,
  voterKey: string | null,
): Promise<VoteChange | null> {
  return run(
    db,
    sql`
    with product as (select ${scopeColumns} from ${products} where ${products.id} = ${productId}),
    removed as (delete from ${votes} where ${votes.productId} in (select id from product)
                and ${votes.voterKey} = ${voterKey ?? ''} and ${voterKey !== null}
                returning product_id),
    lowered as (update ${products} set upvote_count = greatest(${products.upvoteCount} - 1, 0)
                where ${products.id} in (select product_id from removed)
                returning ${products.id} as id, ${products.upvoteCount} as upvote_count)
    select product.id as product_id, coalesce(lowered.upvote_count, product.upvote_count) as upvote_count,
      (case when lowered.id is null then 0 else -1 end) as moved,
      category_id, subcategory_id, brand_id, tag_ids
    from product left join lowered on lowered.id = product.id`,
  )
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

/** All of a voter's upvoted products (its index), or null when there are more than `most`. */
export async function findVoterVotes(db: Db, voterKey: string, most: number): Promise<Set<number> | null> {
  const rows = await db
    .select({ productId: votes.productId })
    .from(votes)
    .where(eq(votes.voterKey, voterKey))
    .limit(most + 1)
  return rows.length > most ? null : new Set(rows.map((r) => r.productId))
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
