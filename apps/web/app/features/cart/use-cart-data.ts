// While the bag is shown, its lines' details come from POST /api/cart/data: server prices, the discount
// this shopper unlocked, availability and batch minimums. Fetched again when lines are added or removed
// or a vote changes; a quantity step alone is priced locally from the same answer.
import { useEffect } from 'react'
import { useStore } from 'react-redux'
import { getCartData } from '../../lib/api/cart.ts'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { cartActions } from '../../store/cart-slice.ts'
import { useAppDispatch, useAppSelector, type RootState } from '../../store/store.ts'
import { cartFailed } from './cart-failure.ts'

const linesKey = (s: RootState) => s.cart.items.map((i) => `${i.productId}:${i.variantId}`).join(',')
// Votes count once the server has them: a vote still on its way shows as upvoted at once, and a bag
// priced then would keep the regular price after the vote lands (the server prices by recorded votes).
const votesKey = (s: RootState) =>
  `${s.auth.isAuthenticated}|${s.upvotes.guestIds.join(',')}|${Object.entries(s.upvotes.votes)
    .filter(([, v]) => v.isUpvoted && !v.pending)
    .map(([id]) => id)
    .join(',')}`

export function useCartData(active: boolean): void {
  const dispatch = useAppDispatch()
  const lines = useAppSelector(linesKey)
  const votes = useAppSelector(votesKey)
  // The quantities are read when calling: a quantity step alone is no reason to call again.
  const store = useStore<RootState>()

  useEffect(() => {
    if (!active) return
    if (!lines) {
      dispatch(cartActions.cartDataLoaded(null))
      return
    }
    let live = true
    dispatch(cartActions.cartLoading())
    getCartData(fetchTransport, store.getState().cart.items)
      .then((data) => {
        // A superseded answer still ends its loading state; only the newest one is shown.
        if (live) dispatch(cartActions.cartDataLoaded(data))
        dispatch(cartActions.cartLoaded())
      })
      .catch((err: unknown) => {
        if (live) cartFailed(dispatch, 'Could not load your bag', err)
        else dispatch(cartActions.cartLoaded())
      })
    return () => {
      live = false
    }
  }, [active, lines, votes, dispatch, store])
}
