// isUpvoted for the viewer on cards that were loaded (or cached) for everyone, and the count of any
// card a vote moved since it was loaded (decision 0640).
import type { ProductSummary } from '@haat/domain/catalog/product'
import type { UpvoteLookup } from '../auth/viewer.ts'
import type { Db } from '../db/client.ts'
import { findUpvotedAmong } from '../repositories/votes.ts'
import type { LiveCounts } from './live-counts.ts'

export async function markUpvoted(
  db: Db,
  cards: readonly ProductSummary[],
  upvotes: UpvoteLookup,
  liveCounts?: LiveCounts,
): Promise<ProductSummary[]> {
  const ids = cards.map((c) => c.id)
  const voted = upvotes.voterKey ? await findUpvotedAmong(db, upvotes.voterKey, ids) : new Set<number>()
  return cards.map((c) => ({
    ...c,
    upvoteCount: liveCounts?.countOf(c.id) ?? c.upvoteCount,
    isUpvoted: voted.has(c.id) || upvotes.productIds.has(c.id),
  }))
}
