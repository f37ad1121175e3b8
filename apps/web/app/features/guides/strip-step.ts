// Spec §2/§9: each arrow press on the featured-guides strip moves it by 4 cards.
import { GUIDE_STRIP_STEP } from '@haat/domain/constants/timings'

export type StripDirection = 'prev' | 'next'

/**
 * The snap to scroll to from `from` (the first card in view). Embla trims the snaps at the end
 * (cards that can never be first in view share the last snap), so the target stays within
 * 0..snapCount-1: a press near an end lands exactly on that end instead of overshooting.
 */
export function stripTarget(
  from: number,
  direction: StripDirection,
  snapCount: number,
  step = GUIDE_STRIP_STEP,
): number {
  if (snapCount <= 0) return 0
  const target = direction === 'next' ? from + step : from - step
  return Math.min(Math.max(target, 0), snapCount - 1)
}

/** Where the strip opens: the current guide's card, so the shopper sees where they are. */
export function stripStartIndex(paramNames: readonly string[], current: string | undefined): number {
  const i = current === undefined ? -1 : paramNames.indexOf(current)
  return Math.max(i, 0)
}
