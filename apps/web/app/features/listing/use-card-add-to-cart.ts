// Spec §2 card 'Add to cart': a product with one auto-selectable variant goes straight into the bag
// (local cart) and opens the cart overlay; any other product opens the variant sheet with its slug.
import { useState } from 'react'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { isAutoSelected } from '@haat/domain/rules/selection'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { getProductById } from '../../lib/api/product-by-id.ts'
import { reportUiError } from '../../lib/api/ui-logger.ts'
import { cartActions } from '../../store/cart-slice.ts'
import { useAppDispatch } from '../../store/store.ts'

type CardProduct = Pick<ProductSummary, 'id' | 'slug' | 'variantCount' | 'custom' | 'offer' | 'files'>

export function useCardAddToCart(product: CardProduct, isUpvoted: boolean) {
  const dispatch = useAppDispatch()
  const [adding, setAdding] = useState(false)
  const openSheet = () => dispatch(cartActions.bottomSheetOpened(product.slug))

  async function add() {
    // Batch products and several variants need the picker; the summary already tells us so.
    if (product.variantCount !== 1 || product.custom.batch) return openSheet()
    setAdding(true)
    try {
      const full = await getProductById(fetchTransport, product.id)
      const variant = full.variants[0]
      if (!variant || !isAutoSelected(full) || !variant.availableForSale) return openSheet()
      const image = variant.image?.url ?? product.files.find((f) => f.fileType === 'image')?.url ?? null
      dispatch(
        cartActions.itemAdded({
          productId: full.id,
          variantId: variant.id,
          quantity: 1,
          itemImage: image,
          itemPrice: variant.price.amount,
          offer: full.offer,
          isUpvoted,
        }),
      )
    } catch (err) {
      // The sheet fetches the product itself and shows its own fallback: the shopper is not stuck.
      reportUiError({
        severity: 'warn',
        source: 'card-add-to-cart',
        message: err instanceof Error ? err.message : String(err),
      })
      openSheet()
    } finally {
      setAdding(false)
    }
  }

  return { adding, add }
}
