// A signed-in visit's bag sync (§4), started by use-cart-sync when the shopper is signed in and
// stopped at sign-out: the merge first (retried on the next edit if it failed), then every edit is sent
// (lines at once, quantity steps debounced). It follows the store itself, so none of it is in the
// pages' first JavaScript.
import type { Store } from '@reduxjs/toolkit'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { cartActions } from '../../store/cart-slice.ts'
import type { RootState } from '../../store/store.ts'
import { takeBagReopen } from '../checkout/reopen-bag.ts'
import { createCartSync, type CartSync } from './cart-sync.ts'
import { mergeOnLogin } from './merge-on-login.ts'
import { syncDelay } from './sync-delay.ts'

/** Starts the sync; returns the function that stops it. */
export function startCartSync(store: Store<RootState>): () => void {
  let session: CartSync | null = null
  let merging = false
  let stopped = false
  let lastSeen = store.getState().cart.items

  // A failed merge leaves the sync off, so a half-known bag never overwrites the server's.
  const merge = async () => {
    if (merging || stopped) return
    merging = true
    try {
      const merged = await mergeOnLogin(fetchTransport, store)
      if (merged && !stopped && store.getState().auth.isAuthenticated) {
        lastSeen = store.getState().cart.items
        session = createCartSync(fetchTransport, store)
        if (merged === 'unsent') session.schedule(0)
        if (takeBagReopen()) store.dispatch(cartActions.cartOpened(true))
      }
    } finally {
      merging = false
    }
  }

  const unsubscribe = store.subscribe(() => {
    const prev = lastSeen
    const items = store.getState().cart.items
    lastSeen = items
    if (prev === items || stopped) return
    if (!session) return void merge()
    const delay = syncDelay(prev, items)
    if (delay !== null) session.schedule(delay)
  })
  void merge()

  return () => {
    stopped = true
    unsubscribe()
    session?.stop()
    session = null
  }
}
