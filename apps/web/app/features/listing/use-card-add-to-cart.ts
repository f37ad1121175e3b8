// Spec §2 card 'Add to cart': a product with one auto-selectable variant goes straight into the bag
// (local cart) and opens the cart overlay; any other product opens the variant sheet with its slug.
import { useState } from 'react'
import { reportUiError } from '../../lib/api/ui-logger.ts'
import { cartActions } from '../../store/cart-slice.ts'
import { useAppDispatch } from '../../store/store.ts'
import { addToBag } from '../cart/add-to-bag.ts'
import { cardLine, type CardProduct } from './card-line.ts'

export function useCardAddToCart(product: CardProduct, isUpvoted: boolean) {
  const dispatch = useAppDispatch()
  const [adding, setAdding] = useState(false)
  const openSheet = () => dispatch(cartActions.bottomSheetOpened(product.slug))

  async function add() {
    if (product.variantCount !== 1 || product.custom.batch) return openSheet()
    setAdding(true)
    try {
      const line = await cardLine(product, isUpvoted)
      if (line) dispatch(addToBag([line]))
      else openSheet()
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
