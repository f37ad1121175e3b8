// The rows under the product: "also bought" (decision 0811) and "Suggested Tapes" (0839), both read by
// the browser as the shopper nears them; the server renders their placeholders. Memoised, so a
// re-render of the page (selection, vote, buy card in view) does not reach them.
import { memo } from 'react'
import type { Product } from '@haat/domain/catalog/product'
import { AlsoBoughtWhenNear } from './AlsoBoughtWhenNear.tsx'
import { SuggestedTapesWhenNear } from './SuggestedTapesWhenNear.tsx'

export const ProductRows = memo(function ProductRows({ product }: { product: Product }) {
  return (
    <>
      <AlsoBoughtWhenNear product={product} />
      <SuggestedTapesWhenNear productId={product.id} />
    </>
  )
})
