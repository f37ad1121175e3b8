// Signed-in shoppers' bags live on the server (§4). When the auth state turns signed-in, the bags merge
// once; after that every edit is sent (lines at once, quantity steps debounced 1 s). Sign-out stops
// the sync; use-cart-persistence then restores the local bag.
import { useEffect, useRef } from 'react'
import { useStore } from 'react-redux'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { cartActions } from '../../store/cart-slice.ts'
import { useAppSelector, type RootState } from '../../store/store.ts'
import { takeBagReopen } from '../checkout/reopen-bag.ts'
import { createCartSync, type CartSync } from './cart-sync.ts'
import { mergeOnLogin } from './merge-on-login.ts'
import { syncDelay } from './sync-delay.ts'

export function useCartSync(): void {
  const store = useStore<RootState>()
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated)
  const items = useAppSelector((s) => s.cart.items)
  const sync = useRef<CartSync | null>(null)
  const merging = useRef(false)
  const lastSeen = useRef(items)

  // (Re)tries the merge; a failed one leaves sync off, so a half-known bag never overwrites the server's.
  const merge = useRef(async () => {
    if (merging.current) return
    merging.current = true
    const ok = await mergeOnLogin(fetchTransport, store)
    merging.current = false
    if (ok && store.getState().auth.isAuthenticated) {
      lastSeen.current = store.getState().cart.items
      sync.current = createCartSync(fetchTransport, store)
      if (takeBagReopen()) store.dispatch(cartActions.cartOpened(true))
    }
  })

  useEffect(() => {
    if (!signedIn) return
    void merge.current()
    return () => {
      sync.current?.stop()
      sync.current = null
    }
  }, [signedIn])

  useEffect(() => {
    const delay = syncDelay(lastSeen.current, items)
    lastSeen.current = items
    if (!signedIn || delay === null) return
    if (sync.current) sync.current.schedule(delay)
    else void merge.current()
  }, [items, signedIn])
}
