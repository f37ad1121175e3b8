// Spec §2/§4/§9: when a video ends the feed moves on to the next one, but only through the first 4.
import { BINGE_VIDEOS } from '@haat/domain/constants/timings'

/**
 * The slide to move to when slide `index` ends, or null to stay (the video then loops).
 * 0→1→2→3 advance on their own; the 4th and every later video replays until the shopper scrolls.
 */
export function nextAutoAdvance(index: number, count: number, limit = BINGE_VIDEOS): number | null {
  const next = index + 1
  return next < Math.min(limit, count) ? next : null
}

/** Whether slide `index` should loop: exactly the slides that do not auto-advance. */
export const loopsAt = (index: number, count: number) => nextAutoAdvance(index, count) === null
