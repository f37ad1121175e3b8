import type { Tape } from '@haat/domain/catalog/entities'
import { SUGGESTED_TAPES } from '@haat/domain/constants/messages'
import { SUGGESTED_REELS } from '@haat/domain/constants/timings'
import { ReelStrip } from '../../binge/ReelStrip.tsx'

/** Spec §2 'Suggested Tapes': 7 reels and 'See All' to the binge feed. */
export function SuggestedTapes({ tapes }: { tapes: readonly Tape[] }) {
  return <ReelStrip tapes={tapes.slice(0, SUGGESTED_REELS)} title={SUGGESTED_TAPES} seeAllHref="/binge" />
}
