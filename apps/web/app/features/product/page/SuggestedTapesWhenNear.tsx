// Spec §2 'Suggested Tapes' (7 reels and 'See All'), read by the browser as the shopper scrolls near
// it (decision 0839). The strip's code, its reading and its carousel are a chunk of their own.
import { lazy } from 'react'
import { WhenNear } from '../../../components/WhenNear.tsx'
import { ReelStripSkeleton } from '../../binge/ReelStripSkeleton.tsx'

const SuggestedTapesRow = lazy(() =>
  import('./SuggestedTapesRow.tsx').then((m) => ({ default: m.SuggestedTapesRow })),
)

export function SuggestedTapesWhenNear({ productId }: { productId: number }) {
  return (
    <WhenNear testId="suggested-tapes-slot" placeholder={<ReelStripSkeleton />}>
      {(onEmpty) => <SuggestedTapesRow productId={productId} onEmpty={onEmpty} />}
    </WhenNear>
  )
}
