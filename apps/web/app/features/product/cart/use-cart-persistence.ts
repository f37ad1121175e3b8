// Keeps the cart slice and localStorage 'cart' in step for guests: loaded once after hydration (the
// server renders an empty cart), written on every change, and followed when another tab changes it.
// Signed in, the bag lives on the server (features/cart/use-cart-sync); after sign-out the local bag
// comes back (§4).
import { useEffect, useRef } from 'react'
import { CART_KEY } from '@haat/domain/constants/storage-keys'
import { useCartSync } from '../../cart/use-cart-sync.ts'
import { useShopperTracking } from '../../../lib/tracking/use-shopper-tracking.ts'
import { cartActions } from '../../../store/cart-slice.ts'
import { useAppDispatch, useAppSelector } from '../../../store/store.ts'
import { parseStoredCart, readStoredCart, writeStoredCart } from '../../../lib/storage/cart-storage.ts'

export function useCartPersistence(): void {
  const dispatch = useAppDispatch()
  const items = useAppSelector((s) => s.cart.items)
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated)
  const loaded = useRef(false)
  const wasSignedIn = useRef(signedIn)
  const signedInNow = useRef(signedIn)
  signedInNow.current = signedIn

  useEffect(() => {
    // Declared first, so on mount it runs before the load below and skips the server's empty cart
    // (writing that would wipe the stored one). A signed-in bag is not copied into this browser.
    if (loaded.current && !signedInNow.current) writeStoredCart(items)
  }, [items])

  useEffect(() => {
    if (wasSignedIn.current && !signedIn) dispatch(cartActions.localCartRestored(readStoredCart()))
    wasSignedIn.current = signedIn
  }, [dispatch, signedIn])

  useEffect(() => {
    const stored = readStoredCart()
    if (stored.length > 0) dispatch(cartActions.itemsReplaced(stored))
    loaded.current = true
    const onStorage = (e: StorageEvent) => {
      const mine = e.storageArea === window.localStorage && (e.key === CART_KEY || e.key === null)
      if (mine && !signedInNow.current) dispatch(cartActions.itemsReplaced(parseStoredCart(e.newValue)))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [dispatch])

  // After the load above, so a signed-in visit merges what this browser held.
  useCartSync()
  // The shell mounts this hook once; the bag's events (click id, wishlist) ride along.
  useShopperTracking()
}
