// The one way lines go into the bag (spec §4 add; §7 "AddToCart … sent on add to cart"): the lines are
// added (which opens the cart overlay) and AddToCart is reported once for the whole add, with the bag's
// total after it. The buy card, the variant sheet, a card's direct add and a resumed
// product/upvoteWithCartOverlay all add through here, so none can skip or double the event.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import { addItem, cartTotals, type CartItem } from '@haat/domain/rules/cart'
import { cartActions } from '../../store/cart-slice.ts'
import type { RootState } from '../../store/store.ts'
import { trackEvent } from '../tracking/track-event.ts'

/** Resolves (synchronously) true when something was added. */
export function addToBag(
  lines: readonly CartItem[],
): ThunkAction<boolean, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    if (lines.length === 0) return false
    const before = getState().cart.items
    for (const line of lines) dispatch(cartActions.itemAdded(line))
    trackEvent('AddToCart', {
      lines: lines.map((l) => ({ id: l.productId, quantity: l.quantity, item_price: l.itemPrice })),
      cartTotal: cartTotals(lines.reduce(addItem, before)).total,
      email: getState().auth.user?.email,
    })
    return true
  }
}
