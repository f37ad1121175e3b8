// 'People who loved this also bought' (spec §2), read by the browser as the shopper scrolls near it
// (decision 0811). Until then a placeholder of the row's size; the reading and the row are a chunk
// of their own, fetched only then.
import { lazy, Suspense, useState } from 'react'
import { useInView } from 'react-intersection-observer'
import type { Product } from '@haat/domain/catalog/product'
import { AlsoBoughtSkeleton } from './AlsoBoughtSkeleton.tsx'

const AlsoBoughtRow = lazy(() => import('./AlsoBoughtRow.tsx').then((m) => ({ default: m.AlsoBoughtRow })))

// A screen ahead: the row is usually there by the time the shopper reaches it.
const NEAR = '100% 0px'

export function AlsoBoughtWhenNear({ product }: { product: Product }) {
  const { ref, inView } = useInView({ rootMargin: NEAR, triggerOnce: true })
  const [empty, setEmpty] = useState(false) // nothing to suggest: no row, no gap
  if (empty) return null
  return (
    <div ref={ref} className="below-fold" data-testid="also-bought-slot">
      {inView ? (
        <Suspense fallback={<AlsoBoughtSkeleton />}>
          <AlsoBoughtRow product={product} onEmpty={() => setEmpty(true)} />
        </Suspense>
      ) : (
        <AlsoBoughtSkeleton />
      )}
    </div>
  )
}
