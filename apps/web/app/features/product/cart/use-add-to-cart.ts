// Adds lines to the local cart (cart slice; CartPersistence writes them to localStorage 'cart').
// The slice opens the cart overlay on add (§4). `adding` covers the whole call, so 'Adding...' shows
// for as long as a slower (server-synced) add would take.
import { useCallback, useState } from 'react'
import type { CartItem } from '@haat/domain/rules/cart'
import { cartActions } from '../../../store/cart-slice.ts'
import { useAppDispatch } from '../../../store/store.ts'

export function useAddToCart() {
  const dispatch = useAppDispatch()
  const [adding, setAdding] = useState(false)
  const add = useCallback(
    async (lines: readonly CartItem[]) => {
      if (lines.length === 0) return false
      setAdding(true)
      try {
        for (const l of lines) dispatch(cartActions.itemAdded(l))
        return true
      } finally {
        setAdding(false)
      }
    },
    [dispatch],
  )
  const openCart = useCallback(() => dispatch(cartActions.cartOpened(true)), [dispatch])
  return { adding, add, openCart }
}
