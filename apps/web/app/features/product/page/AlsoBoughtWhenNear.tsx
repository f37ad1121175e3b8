// 'People who loved this also bought' (spec §2), read by the browser as the shopper scrolls near it
// (decision 0811). Until then a placeholder of the row's size; the reading and the row are a chunk
// of their own, fetched only then.
import { lazy } from 'react'
import type { Product } from '@haat/domain/catalog/product'
import { WhenNear } from '../../../components/WhenNear.tsx'
import { AlsoBoughtSkeleton } from './AlsoBoughtSkeleton.tsx'

const AlsoBoughtRow = lazy(() => import('./AlsoBoughtRow.tsx').then((m) => ({ default: m.AlsoBoughtRow })))

export function AlsoBoughtWhenNear({ product }: { product: Product }) {
  return (
    <WhenNear testId="also-bought-slot" placeholder={<AlsoBoughtSkeleton />}>
      {(onEmpty) => <AlsoBoughtRow product={product} onEmpty={onEmpty} />}
    </WhenNear>
  )
}
