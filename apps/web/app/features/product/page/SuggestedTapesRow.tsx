// "Suggested Tapes" once the shopper is near it (decision 0839): the reels read from the API, a data
// fallback with retry if that fails, nothing at all if there are none.
import { BrowserReadView } from '../../../components/BrowserReadView.tsx'
import { ReelStripSkeleton } from '../../binge/ReelStripSkeleton.tsx'
import { SuggestedTapes } from './SuggestedTapes.tsx'
import { useSuggestedTapes } from './use-suggested-tapes.ts'

type Props = { productId: number; onEmpty: () => void }

export function SuggestedTapesRow({ productId, onEmpty }: Props) {
  return (
    <BrowserReadView
      read={useSuggestedTapes(productId)}
      placeholder={<ReelStripSkeleton />}
      onEmpty={onEmpty}
    >
      {(tapes) => <SuggestedTapes tapes={tapes} />}
    </BrowserReadView>
  )
}
