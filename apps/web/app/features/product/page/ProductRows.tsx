// The rows under the product: "also bought" (read by the browser near view, decision 0811) and the
// streamed "Suggested Tapes". Memoised, so a re-render of the page (selection, vote, buy card in view)
// never reaches the tapes' Suspense boundary: an update to a boundary that has not hydrated yet (its
// chunk still loading) makes React drop the server HTML and flash the skeleton. The render function is
// module-level for the same reason.
import { lazy, memo } from 'react'
import type { Tape } from '@haat/domain/catalog/entities'
import type { Product } from '@haat/domain/catalog/product'
import { Deferred } from '../../../components/Deferred.tsx'
import { AlsoBoughtWhenNear } from './AlsoBoughtWhenNear.tsx'

// Below the fold: the reel strip's code is not part of the page's first download. The server still
// renders it; the browser hydrates it once its chunk arrives.
const SuggestedTapes = lazy(() => import('./SuggestedTapes.tsx').then((m) => ({ default: m.SuggestedTapes })))

const suggestedTapes = (list: Tape[]) => <SuggestedTapes tapes={list} />

type Props = { product: Product; tapes: Promise<Tape[]> }

export const ProductRows = memo(function ProductRows({ product, tapes }: Props) {
  return (
    // Below the first screen on every width: laid out only when the shopper scrolls near (decision 0413).
    <>
      <AlsoBoughtWhenNear product={product} />
      <div className="below-fold">
        <Deferred resolve={tapes} fallback={null}>
          {suggestedTapes}
        </Deferred>
      </div>
    </>
  )
})
