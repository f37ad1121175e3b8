// Spec §5/§9 breadcrumb truncation.
import { BREADCRUMB_CUT, BREADCRUMB_MAX } from '../constants/timings.ts'

/** A breadcrumb step; the last (current page) usually has no link. */
export type Crumb = { name: string; href?: string }

// Count what the shopper sees as characters (graphemes), so Devanagari marks and emoji are never split.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** Names over 30 characters become their first 20 characters plus '…'. */
export function truncateCrumb(name: string): string {
  const chars = Array.from(graphemes.segment(name), (s) => s.segment)
  if (chars.length <= BREADCRUMB_MAX) return name
  return chars.slice(0, BREADCRUMB_CUT).join('') + '…'
}
