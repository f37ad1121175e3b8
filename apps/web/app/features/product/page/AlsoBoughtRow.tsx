// The "also bought" row once the shopper is near it: read from the API with the shopper's own votes
// laid over (the browser's transport sends them), a data fallback with retry if that fails.
import { useEffect } from 'react'
import type { Product } from '@haat/domain/catalog/product'
import { DataFallback } from '../../../components/DataFallback.tsx'
import { AlsoBought } from './AlsoBought.tsx'
import { AlsoBoughtSkeleton } from './AlsoBoughtSkeleton.tsx'
import { useAlsoBought } from './use-also-bought.ts'

type Props = { product: Product; onEmpty: () => void }

export function AlsoBoughtRow({ product, onEmpty }: Props) {
  const { state, retry } = useAlsoBought(product)
  const empty = state.status === 'loaded' && state.value.length === 0
  useEffect(() => {
    if (empty) onEmpty()
  }, [empty, onEmpty])
  if (state.status === 'failed') return <DataFallback error={state.error} onRetry={retry} />
  if (state.status === 'waiting') return <AlsoBoughtSkeleton />
  return <AlsoBought products={state.value} />
}
