// The buy card's and bottom bar's actions over one selection: Add to Cart (§4 button states, §5 rules)
// and Buy Now (§5 canBuyNow). Both add locally and open the bag.
import { useCallback } from 'react'
import type { Product } from '@haat/domain/catalog/product'
import { OPTION_HINT_MS } from '@haat/domain/constants/timings'
import { canBuyNow } from '@haat/domain/rules/buy-now'
import { cartButtonState } from '@haat/domain/rules/cart-button'
import { useAppSelector } from '../../../store/store.ts'
import { useAddToCart } from '../cart/use-add-to-cart.ts'
import { checkAdd } from '../selection/addable-lines.ts'
import { isInCart } from '../selection/cart-lines.ts'
import type { ProductSelection } from '../selection/use-product-selection.ts'
import { useTimedFlag } from '../selection/use-timed-flag.ts'

export function useBuyActions(product: Product, selection: ProductSelection, isUpvoted: boolean) {
  const { state, status, dispatch } = selection
  const items = useAppSelector((s) => s.cart.items)
  const { adding, add, openCart } = useAddToCart()
  const [hinting, showHint] = useTimedFlag(OPTION_HINT_MS)
  const inCart = isInCart(items, product, state)
  const button = cartButtonState({
    adding,
    inCart,
    availableForSale: status.availableForSale,
    batchMin: status.batchMin,
    batchTotal: status.batchTotal,
  })

  const addSelection = useCallback(async () => {
    const check = checkAdd(product, state, status, isUpvoted)
    if (check.kind === 'needsChoice') showHint() // §5: the hint for 3 s, nothing added
    if (check.kind !== 'ok') return false
    const added = await add(check.lines)
    if (added && status.isBatch) dispatch({ type: 'batchCleared' })
    return added
  }, [add, dispatch, isUpvoted, product, showHint, state, status])

  const addToCart = useCallback(async () => {
    if (!inCart) return addSelection()
    openCart()
    return true
  }, [addSelection, inCart, openCart])

  const buyNowAllowed =
    status.batchMinimumMet &&
    canBuyNow({
      productId: product.id,
      variantId: status.isBatch ? null : state.selectedVariant?.id,
      batchSelection: status.isBatch ? state.batchQuantities : null,
      variantAvailable: status.isBatch ? status.availableForSale : state.selectedVariant?.availableForSale,
    })

  /** Resolves false when nothing was added (a choice or the batch minimum is missing): the caller then
   * brings the buy card into view so the shopper sees why. */
  const buyNow = useCallback(async () => {
    if (inCart) {
      openCart()
      return true
    }
    if (status.missingChoices.length > 0) return addSelection() // shows the hint
    return buyNowAllowed ? addSelection() : false
  }, [addSelection, buyNowAllowed, inCart, openCart, status.missingChoices.length])

  return { button, hinting, inCart, addToCart, buyNow, buyNowAllowed }
}

export type BuyActions = ReturnType<typeof useBuyActions>
