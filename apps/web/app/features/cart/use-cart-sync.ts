// Signed-in shoppers' bags live on the server (§4). When the auth state turns signed-in, the bags merge
// once; after that every edit is sent (lines at once, quantity steps debounced 1 s). Sign-out stops
// the sync; use-cart-persistence then restores the local bag. The sync code loads only for a signed-in
// visit: guests (most first visits) never download it.
import { useEffect, useRef } from 'react'
import { useStore } from 'react-redux'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { cartActions } from '../../store/cart-slice.ts'
import { useAppSelector, type RootState } from '../../store/store.ts'
import type { CartSync } from './cart-sync.ts'
import type { syncDelay } from './sync-delay.ts'

const loadSync = () =>
  Promise.all([
    import('./merge-on-login.ts'),
    import('./cart-sync.ts'),
    import('./sync-delay.ts'),
    import('../checkout/reopen-bag.ts'),
  ])

export function useCartSync(): void {
  const store = useStore<RootState>()
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated)
  const items = useAppSelector((s) => s.cart.items)
  const sync = useRef<{ session: CartSync; delay: typeof syncDelay } | null>(null)
  const merging = useRef(false)
  const lastSeen = useRef(items)

  // (Re)tries the merge; a failed one leaves sync off, so a half-known bag never overwrites the server's.
  const merge = useRef(async () => {
    if (merging.current) return
    merging.current = true
    try {
      const [{ mergeOnLogin }, { createCartSync }, { syncDelay }, { takeBagReopen }] = await loadSync()
      const merged = await mergeOnLogin(fetchTransport, store, () => void merge.current())
      if (merged && store.getState().auth.isAuthenticated) {
        lastSeen.current = store.getState().cart.items
        sync.current = { session: createCartSync(fetchTransport, store), delay: syncDelay }
        if (merged === 'unsent') sync.current.session.schedule(0)
        if (takeBagReopen()) store.dispatch(cartActions.cartOpened(true))
      }
    } catch {
      // The sync code did not load (offline): the bag stays as it is; the next edit tries again.
    } finally {
      merging.current = false
    }
  })

  useEffect(() => {
    if (!signedIn) return
    void merge.current()
    return () => {
      sync.current?.session.stop()
      sync.current = null
    }
  }, [signedIn])

  useEffect(() => {
    const prev = lastSeen.current
    lastSeen.current = items
    if (!signedIn || prev === items) return
    if (!sync.current) return void merge.current()
    const delay = sync.current.delay(prev, items)
    if (delay !== null) sync.current.session.schedule(delay)
  }, [items, signedIn])
}
