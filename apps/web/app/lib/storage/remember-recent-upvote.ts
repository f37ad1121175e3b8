// Writes localStorage recent_upvotes (decision 0801; read by recent-upvotes-storage.ts): one entry a
// product, the ones past RECENT_UPVOTE_MS dropped.
import { RECENT_UPVOTES_KEY } from '@haat/domain/constants/storage-keys'
import { recentUpvotes } from './recent-upvotes-storage.ts'

export function rememberRecentUpvote(id: number, upvoteCount: number, now = Date.now()): void {
  try {
    const kept = recentUpvotes(now).filter((e) => e.id !== id)
    localStorage.setItem(RECENT_UPVOTES_KEY, JSON.stringify([...kept, { id, upvoteCount, at: now }]))
  } catch {
    // Quota or policy: this tab's own state still shows the vote.
  }
}
