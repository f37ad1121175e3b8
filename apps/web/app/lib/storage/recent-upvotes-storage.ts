// localStorage recent_upvotes (decision 0801): the count each of this browser's votes produced, kept for
// RECENT_UPVOTE_MS. A stored page may be rendered before the vote for a few seconds; the voter's own count
// is laid over it (the larger wins: a count never goes down), in every tab and after a reload.
import { RECENT_UPVOTES_KEY } from '@haat/domain/constants/storage-keys'
import { RECENT_UPVOTE_MS } from '@haat/domain/constants/timings'

type Entry = { id: number; upvoteCount: number; at: number }

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function entries(now: number): Entry[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(RECENT_UPVOTES_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (e): e is Entry =>
        typeof e === 'object' &&
        e !== null &&
        Number.isInteger(e.id) &&
        Number.isInteger(e.upvoteCount) &&
        typeof e.at === 'number' &&
        now - e.at < RECENT_UPVOTE_MS,
    )
  } catch {
    return [] // unreadable: the pages' own counts stand
  }
}

/** product id → the count its vote here produced, for the votes of the last RECENT_UPVOTE_MS. */
export function readRecentUpvotes(now = Date.now()): Record<number, number> {
  return Object.fromEntries(entries(now).map((e) => [e.id, e.upvoteCount]))
}

export function rememberRecentUpvote(id: number, upvoteCount: number, now = Date.now()): void {
  try {
    const kept = entries(now).filter((e) => e.id !== id)
    storage()?.setItem(RECENT_UPVOTES_KEY, JSON.stringify([...kept, { id, upvoteCount, at: now }]))
  } catch {
    // Quota or policy: this tab's own state still shows the vote.
  }
}
