// Signed-in shoppers' bags live on the server (§4). When the auth state turns signed-in, the bags merge
// once; after that every edit is sent (lines at once, quantity steps debounced 1 s). Sign-out stops
// the sync; use-cart-persistence then restores the local bag. All of it is in cart-sync-session.ts,
// which loads only for a signed-in visit: guests (most first visits) never download it, and every
// page's first JavaScript holds only this hook.
import { useEffect } from 'react'
import { useStore } from 'react-redux'
import { useAppSelector, type RootState } from '../../store/store.ts'

export function useCartSync(): void {
  const store = useStore<RootState>()
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated)

  useEffect(() => {
    if (!signedIn) return
    let stop: (() => void) | undefined
    let ended = false
    import('./cart-sync-session.ts').then(
      ({ startCartSync }) => {
        if (!ended) stop = startCartSync(store)
      },
      () => {}, // the code did not load (offline, never visited signed in): the bag stays as it is
    )
    return () => {
      ended = true
      stop?.()
    }
  }, [signedIn, store])
}
