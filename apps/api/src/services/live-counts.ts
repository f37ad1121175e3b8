// The upvote counts that votes moved lately (decision 0640). Stored answers, cards and pages are not
// thrown away when a vote lands: the product's new count is kept here and laid over every copy that
// shows the product, so the voter (and every other shopper of this instance, and of the others through
// Redis) reads the exact count at once. A count is kept for `horizonMs`, longer than any copy that could
// still hold the old one lives; then the copies read after the vote carry it themselves.
import type { CountMove } from '../events/catalog-events.ts'

export type LiveCounts = {
  record: (move: CountMove) => void
  /** The count a vote set within the horizon, or undefined: the stored copy's count stands. */
  countOf: (productId: number) => number | undefined
  readonly size: number
}

/** At most maxProducts counts (~80 bytes each): past it the oldest go first. */
export function createLiveCounts(horizonMs: number, maxProducts = 50_000): LiveCounts {
  // Insertion order is time order: a product that moves again goes to the end.
  const counts = new Map<number, { upvoteCount: number; at: number }>()
  function prune(now: number) {
    for (const [productId, entry] of counts) {
      if (entry.at > now - horizonMs && counts.size <= maxProducts) return
      counts.delete(productId)
    }
  }
  return {
    record({ productId, upvoteCount }) {
      const now = Date.now()
      counts.delete(productId)
      counts.set(productId, { upvoteCount, at: now })
      prune(now)
    },
    countOf(productId) {
      const entry = counts.get(productId)
      return entry && entry.at > Date.now() - horizonMs ? entry.upvoteCount : undefined
    },
    get size() {
      return counts.size
    },
  }
}
