// Adds lines to the bag (cart slice; the bag's sync stores them locally or on the server) and reports
// AddToCart (§7). The slice opens the cart overlay on add (§4). `adding` covers the whole call, so
// 'Adding...' shows for as long as the add takes.
import { useCallback, useState } from 'react'
import { addItem, cartTotals, type CartItem } from '@haat/domain/rules/cart'
import { cartActions } from '../../../store/cart-slice.ts'
import { useAppDispatch, useAppSelector } from '../../../store/store.ts'
import { trackEvent } from '../../tracking/track-event.ts'

export function useAddToCart() {
  const dispatch = useAppDispatch()
  const items = useAppSelector((s) => s.cart.items)
  const email = useAppSelector((s) => s.auth.user?.email)
  const [adding, setAdding] = useState(false)
  const add = useCallback(
    async (lines: readonly CartItem[]) => {
      if (lines.length === 0) return false
      setAdding(true)
      try {
        for (const l of lines) dispatch(cartActions.itemAdded(l))
        trackEvent('AddToCart', {
          lines: lines.map((l) => ({ id: l.productId, quantity: l.quantity, item_price: l.itemPrice })),
          cartTotal: cartTotals(lines.reduce(addItem, items)).total,
          email,
        })
        return true
      } finally {
        setAdding(false)
      }
    },
    [dispatch, email, items],
  )
  const openCart = useCallback(() => dispatch(cartActions.cartOpened(true)), [dispatch])
  return { adding, add, openCart }
}
