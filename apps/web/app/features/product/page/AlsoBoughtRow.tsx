// The "also bought" row once the shopper is near it: read from the API with the shopper's own votes
// laid over (the browser's transport sends them), a data fallback with retry if that fails.
import type { Product } from '@haat/domain/catalog/product'
import { BrowserReadView } from '../../../components/BrowserReadView.tsx'
import { AlsoBought } from './AlsoBought.tsx'
import { AlsoBoughtSkeleton } from './AlsoBoughtSkeleton.tsx'
import { useAlsoBought } from './use-also-bought.ts'

type Props = { product: Product; onEmpty: () => void }

export function AlsoBoughtRow({ product, onEmpty }: Props) {
  return (
    <BrowserReadView read={useAlsoBought(product)} placeholder={<AlsoBoughtSkeleton />} onEmpty={onEmpty}>
      {(products) => <AlsoBought products={products} />}
    </BrowserReadView>
  )
}
