// Spec §2/§9 mobile swipe card: a swipe of more than 95 px locks 'Shop Now' open; the hint shows at most
// 5 times (counted in localStorage; see docs/decisions/0203-swipe-card.md).
import { SWIPE_HINT_MAX, SWIPE_LOCK_PX } from '@haat/domain/constants/timings'

/** Width of the revealed 'Shop Now' panel; wider than the lock distance so a locked card rests open. */
export const SWIPE_REVEAL_PX = 132

export const SWIPE_HINT_KEY = 'haat_swipe_hint_count'

/** Where the card rests after a swipe ends at `x` (negative = moved left): open when past 95 px. */
export function swipeRestingX(x: number): number {
  return -x > SWIPE_LOCK_PX ? -SWIPE_REVEAL_PX : 0
}

/** The stored count → whether to show the hint now, and the count to store if shown. */
export function swipeHintTurn(stored: string | null): { show: boolean; next: number } {
  const parsed = Number.parseInt(stored ?? '0', 10)
  const seen = Number.isFinite(parsed) && parsed > 0 ? parsed : 0
  return seen >= SWIPE_HINT_MAX ? { show: false, next: seen } : { show: true, next: seen + 1 }
}
