// Adds lines to the bag (features/cart/add-to-bag: the cart slice, which opens the cart overlay (§4), and
// the AddToCart event (§7)); the bag's sync stores them locally or on the server. `adding` covers the
// whole call, so 'Adding...' shows for as long as the add takes.
import { useCallback, useState } from 'react'
import type { CartItem } from '@haat/domain/rules/cart'
import { cartActions } from '../../../store/cart-slice.ts'
import { useAppDispatch } from '../../../store/store.ts'
import { addToBag } from '../../cart/add-to-bag.ts'

export function useAddToCart() {
  const dispatch = useAppDispatch()
  const [adding, setAdding] = useState(false)
  const add = useCallback(
    async (lines: readonly CartItem[]) => {
      if (lines.length === 0) return false
      setAdding(true)
      try {
        return dispatch(addToBag(lines))
      } finally {
        setAdding(false)
      }
    },
    [dispatch],
  )
  const openCart = useCallback(() => dispatch(cartActions.cartOpened(true)), [dispatch])
  return { adding, add, openCart }
}
