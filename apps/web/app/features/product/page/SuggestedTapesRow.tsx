// "Suggested Tapes" once the shopper is near it (decision 0839): the reels read from the API, a data
// fallback with retry if that fails, nothing at all if there are none.
import { useEffect } from 'react'
import { DataFallback } from '../../../components/DataFallback.tsx'
import { ReelStripSkeleton } from '../../binge/ReelStripSkeleton.tsx'
import { SuggestedTapes } from './SuggestedTapes.tsx'
import { useSuggestedTapes } from './use-suggested-tapes.ts'

type Props = { productId: number; onEmpty: () => void }

export function SuggestedTapesRow({ productId, onEmpty }: Props) {
  const { state, retry } = useSuggestedTapes(productId)
  const empty = state.status === 'loaded' && state.value.length === 0
  useEffect(() => {
    if (empty) onEmpty()
  }, [empty, onEmpty])
  if (state.status === 'failed') return <DataFallback error={state.error} onRetry={retry} />
  if (state.status === 'waiting') return <ReelStripSkeleton />
  return <SuggestedTapes tapes={state.value} />
}
