// The buy card's and bottom bar's actions over one selection: Add to Cart (§4 button states, §5 rules;
// adds to the bag and opens it) and Buy Now (§5 canBuyNow; checks out this selection alone, without
// touching the bag — docs/decisions/0321).
import { useCallback } from 'react'
import type { Product } from '@haat/domain/catalog/product'
import { OPTION_HINT_MS } from '@haat/domain/constants/timings'
import { canBuyNow } from '@haat/domain/rules/buy-now'
import { cartButtonState } from '@haat/domain/rules/cart-button'
import { fetchTransport } from '../../../lib/api/fetch-transport.ts'
import { useAppSelector } from '../../../store/store.ts'
import { useStartCheckout } from '../../checkout/use-start-checkout.ts'
import { trackEvent } from '../../../lib/tracking/track-event.ts'
import { useAddToCart } from '../cart/use-add-to-cart.ts'
import { checkAdd } from '../selection/addable-lines.ts'
import { isInCart } from '../selection/cart-lines.ts'
import type { ProductSelection } from '../selection/use-product-selection.ts'
import { useTimedFlag } from '../selection/use-timed-flag.ts'

export function useBuyActions(product: Product, selection: ProductSelection, isUpvoted: boolean) {
  const { state, status, dispatch } = selection
  const items = useAppSelector((s) => s.cart.items)
  const email = useAppSelector((s) => s.auth.user?.email)
  const checkout = useStartCheckout()
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

  /** Resolves false when the checkout did not start (a choice or the batch minimum is missing, or the
   * API refused): the caller then brings the buy card into view, where the reason shows. */
  const buyNow = useCallback(async () => {
    const check = checkAdd(product, state, status, isUpvoted)
    if (check.kind === 'needsChoice') showHint()
    if (check.kind !== 'ok' || !buyNowAllowed) return false
    const lines = check.lines
    trackEvent('buy_now_click', {
      lines: lines.map((l) => ({ id: l.productId, quantity: l.quantity, item_price: l.itemPrice })),
      email,
    })
    // Batch products buy several variants at once: the multi-line checkout takes them together. The
    // checkout calls load on the tap (the product page's first load stays small).
    return checkout.start(async () => {
      const [{ buyNowLine }, { checkoutBag }] = await Promise.all([
        import('../../../lib/api/checkout.ts'),
        import('../../checkout/checkout-bag.ts'),
      ])
      return status.isBatch || lines.length > 1
        ? checkoutBag(fetchTransport, lines)
        : buyNowLine(fetchTransport, lines[0]!)
    })
  }, [buyNowAllowed, checkout, email, isUpvoted, product, showHint, state, status])

  return {
    button,
    hinting,
    inCart,
    addToCart,
    buyNow,
    buyNowAllowed,
    buyingNow: checkout.pending,
    buyNowError: checkout.error,
  }
}

export type BuyActions = ReturnType<typeof useBuyActions>
