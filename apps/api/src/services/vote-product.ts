// Upvote and downvote (spec §4): idempotent, one vote per shopper per product, never below zero.
import type { VoteResult } from '@haat/domain/catalog/product'
import type { Db } from '../db/client.ts'
import { notFound } from '../http/errors.ts'
import { addVote, removeVote, type Voter } from '../repositories/votes.ts'

export async function upvoteProduct(db: Db, productId: number, voter: Voter): Promise<VoteResult> {
  const count = await addVote(db, productId, voter)
  if (!count) throw notFound('Product', productId)
  return { ...count, isUpvoted: true }
}

/** voterKey null: a shopper with no vote to take back; the answer only tells the count. */
export async function downvoteProduct(
  db: Db,
  productId: number,
  voterKey: string | null,
): Promise<VoteResult> {
  const count = await removeVote(db, productId, voterKey)
  if (!count) throw notFound('Product', productId)
  return { ...count, isUpvoted: false }
}
