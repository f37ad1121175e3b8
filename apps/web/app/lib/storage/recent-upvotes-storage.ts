// localStorage recent_upvotes (decision 0801): the count each of this browser's votes produced, kept for
// RECENT_UPVOTE_MS. A stored page may be rendered before the vote for a few seconds; the voter's own count
// is laid over it (the larger wins: a count never goes down), in every tab and after a reload. Both this
// reader and the writer (remember-recent-upvote.ts) load only when needed, off the product page's JS budget.
import { RECENT_UPVOTES_KEY } from '@haat/domain/constants/storage-keys'
import { RECENT_UPVOTE_MS } from '@haat/domain/constants/timings'

export type RecentUpvote = { id: number; upvoteCount: number; at: number }

/** The entries younger than RECENT_UPVOTE_MS; anything unreadable is no entry. */
export function recentUpvotes(now: number): RecentUpvote[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(RECENT_UPVOTES_KEY) ?? '[]')
    return Array.isArray(list)
      ? list.filter(
          (e) =>
            Number.isInteger(e?.id) && Number.isInteger(e?.upvoteCount) && now - e?.at < RECENT_UPVOTE_MS,
        )
      : []
  } catch {
    return [] // blocked storage or not JSON: the pages' own counts stand
  }
}

/** product id → the count its vote here produced, for the votes of the last RECENT_UPVOTE_MS. */
export function readRecentUpvotes(now = Date.now()): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const e of recentUpvotes(now)) counts[e.id] = e.upvoteCount
  return counts
}
