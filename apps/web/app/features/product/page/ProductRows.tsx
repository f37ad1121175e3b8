// The streamed rows under the product: "also bought" and "Suggested Tapes". Memoised, so a re-render of
// the page (selection, vote, buy card in view) never reaches their Suspense boundaries: an update to a
// boundary that has not hydrated yet (its chunk still loading) makes React drop the server HTML and
// flash the skeleton. Render functions are module-level for the same reason.
import { lazy, memo } from 'react'
import type { Tape } from '@haat/domain/catalog/entities'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { Deferred } from '../../../components/Deferred.tsx'
import { ProductGridSkeleton } from '../../../components/ui/Skeleton.tsx'

// Below the fold: their code (product cards, reel strip) is not part of the page's first download.
// The server still renders them; the browser hydrates them once their chunk arrives.
const AlsoBought = lazy(() => import('./AlsoBought.tsx').then((m) => ({ default: m.AlsoBought })))
const SuggestedTapes = lazy(() => import('./SuggestedTapes.tsx').then((m) => ({ default: m.SuggestedTapes })))

const alsoBought = (list: ProductSummary[]) => <AlsoBought products={list} />
const suggestedTapes = (list: Tape[]) => <SuggestedTapes tapes={list} />

type Props = { related: Promise<ProductSummary[]>; tapes: Promise<Tape[]> }

export const ProductRows = memo(function ProductRows({ related, tapes }: Props) {
  return (
    // Below the first screen on every width: laid out only when the shopper scrolls near (decision 0413).
    <>
      <div className="below-fold">
        <Deferred resolve={related} fallback={<ProductGridSkeleton />}>
          {alsoBought}
        </Deferred>
      </div>
      <div className="below-fold">
        <Deferred resolve={tapes} fallback={null}>
          {suggestedTapes}
        </Deferred>
      </div>
    </>
  )
})
