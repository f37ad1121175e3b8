// Upvote and downvote (spec §4): idempotent, one vote per shopper per product, never below zero. Each
// also answers the count move that caches lay over their copies (decision 0640).
import type { VoteResult } from '@haat/domain/catalog/product'
import type { Db } from '../db/client.ts'
import type { CountMove } from '../events/catalog-events.ts'
import { notFound } from '../http/errors.ts'
import { addVote, removeVote, type Voter } from '../repositories/votes.ts'

export type Voted = { result: VoteResult; move: CountMove }

export async function upvoteProduct(db: Db, productId: number, voter: Voter): Promise<Voted> {
  const move = await addVote(db, productId, voter)
  if (!move) throw notFound('Product', productId)
  return { result: { productId, upvoteCount: move.upvoteCount, isUpvoted: true }, move }
}

/** voterKey null: a shopper with no vote to take back; the answer only tells the count. */
export async function downvoteProduct(db: Db, productId: number, voterKey: string | null): Promise<Voted> {
  const move = await removeVote(db, productId, voterKey)
  if (!move) throw notFound('Product', productId)
  return { result: { productId, upvoteCount: move.upvoteCount, isUpvoted: false }, move }
}
