// The bag's side of started Shopify checkouts (started-checkouts.ts): hand a part's lines over to the
// checkout that was just created, or take them back into the bag. The hand-over is stored before the
// browser leaves (the server bag for a signed-in shopper, localStorage for a guest): the usual sync runs
// after a render, too late for a page that is being left, and the lines would come back on return.
import { useCallback, useEffect, useState } from 'react'
import { useStore } from 'react-redux'
import { removeItem, type CartItem } from '@haat/domain/rules/cart'
import { replaceUserCart } from '../../lib/api/cart.ts'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { reportUiError } from '../../lib/api/ui-logger.ts'
import { cartActions } from '../../store/cart-slice.ts'
import { useAppDispatch, type RootState } from '../../store/store.ts'
import { writeStoredCart } from '../product/cart/cart-storage.ts'
import {
  forgetStartedCheckout,
  readStartedCheckouts,
  rememberStartedCheckout,
  type StartedCheckout,
} from './started-checkouts.ts'

export function useStartedCheckouts(open: boolean) {
  const dispatch = useAppDispatch()
  const store = useStore<RootState>()
  const [started, setStarted] = useState<StartedCheckout[]>([])
  useEffect(() => {
    if (open) setStarted(readStartedCheckouts())
  }, [open])

  const handOver = useCallback(
    async (checkoutUrl: string, brands: string[], items: CartItem[]) => {
      rememberStartedCheckout({ checkoutUrl, brands, items, startedAt: Date.now() })
      const { cart, auth } = store.getState()
      const remaining = items.reduce((left, i) => removeItem(left, i.productId, i.variantId), cart.items)
      dispatch(cartActions.itemsReplaced(remaining))
      if (!auth.isAuthenticated) return writeStoredCart(remaining)
      await replaceUserCart(fetchTransport, remaining).catch((err: unknown) =>
        reportUiError({ severity: 'warn', source: 'checkout', message: `Bag not saved: ${String(err)}` }),
      )
    },
    [dispatch, store],
  )
  const putBack = useCallback(
    (s: StartedCheckout) => {
      forgetStartedCheckout(s.checkoutUrl)
      for (const item of s.items) dispatch(cartActions.itemAdded(item))
      setStarted(readStartedCheckouts())
    },
    [dispatch],
  )
  return { started, handOver, putBack }
}
