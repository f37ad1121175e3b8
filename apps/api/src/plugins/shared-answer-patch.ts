// A stored answer as one viewer reads it (decision 0640): the stored bytes when nothing is theirs and
// nothing moved, else the answer (text) with the viewer's isUpvoted, the live counts and the moved total
// laid on.
// rebaseAnswer lays what moved on the stored copy itself, once (decision 0805).
import { forEachProduct } from '../http/answer-products.ts'
import { ownBytes } from '../http/brotli.ts'
import type { LiveCounts } from '../services/live-counts.ts'
import type { StoredAnswer } from './shared-answers.ts'

function addToTotals(value: unknown, by: number): void {
  if (value === null || typeof value !== 'object') return
  const answer = value as { totalUpvotes?: unknown }
  if (typeof answer.totalUpvotes === 'number') answer.totalUpvotes = Math.max(0, answer.totalUpvotes + by)
  if (!Array.isArray(value)) for (const inner of Object.values(value)) addToTotals(inner, by)
}

/** Whether a vote moved the count of a product the stored answer shows. */
function countsMoved(stored: StoredAnswer, live: LiveCounts): boolean {
  return stored.products.some(([id, count]) => {
    const now = live.countOf(id)
    return now !== undefined && now !== count
  })
}

let versions = 0
/** A number no stored answer's bytes had before: what voters' copies are made from. */
export const nextVersion = () => ++versions

/** An answer as the bytes kept: a buffer of its own, so a short answer does not pin Node's shared
 *  8 KB pool slab that the cache's byte count never sees. */
export const answerBytes = (answer: string | Buffer): Buffer =>
  typeof answer === 'string' ? ownBytes(Buffer.from(answer)) : answer

/** Lays the live counts and the moved total on the stored copy itself, once, so the viewers after it get
 *  the stored bytes (and its brotli copy, made again) instead of each re-reading the answer. */
export function rebaseAnswer(stored: StoredAnswer, live: LiveCounts): void {
  if (!countsMoved(stored, live) && stored.sumMoved === 0) return
  stored.bytes = answerBytes(patchAnswer(stored, new Set(), live))
  stored.products = stored.products.map(([id, count]) => [id, live.countOf(id) ?? count])
  stored.sumMoved = 0
  stored.br = null
  stored.version = nextVersion() // voters' copies of the old bytes are no longer sent (shared-answers.ts)
}

export function patchAnswer(
  stored: StoredAnswer,
  upvoted: ReadonlySet<number>,
  live: LiveCounts,
): Buffer | string {
  const moved = countsMoved(stored, live)
  const own = stored.products.some(([id]) => upvoted.has(id))
  if (!moved && !own && stored.sumMoved === 0) return stored.bytes
  const answer: unknown = JSON.parse(stored.bytes.toString())
  forEachProduct(answer, (p) => {
    p.isUpvoted = upvoted.has(p.id)
    const now = live.countOf(p.id)
    if (now !== undefined && p.upvoteCount !== undefined) p.upvoteCount = now
  })
  if (stored.sumMoved !== 0) addToTotals(answer, stored.sumMoved)
  return JSON.stringify(answer)
}
