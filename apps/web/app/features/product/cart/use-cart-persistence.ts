// Keeps the cart slice and localStorage 'cart' in step: loaded once after hydration (the server renders
// an empty cart), written on every change, and followed when another tab changes it.
import { useEffect, useRef } from 'react'
import { CART_KEY } from '@haat/domain/constants/storage-keys'
import { cartActions } from '../../../store/cart-slice.ts'
import { useAppDispatch, useAppSelector } from '../../../store/store.ts'
import { parseStoredCart, readStoredCart, writeStoredCart } from './cart-storage.ts'

export function useCartPersistence(): void {
  const dispatch = useAppDispatch()
  const items = useAppSelector((s) => s.cart.items)
  const loaded = useRef(false)

  useEffect(() => {
    // Declared first, so on mount it runs before the load below and skips the server's empty cart
    // (writing that would wipe the stored one).
    if (loaded.current) writeStoredCart(items)
  }, [items])

  useEffect(() => {
    const stored = readStoredCart()
    if (stored.length > 0) dispatch(cartActions.itemsReplaced(stored))
    loaded.current = true
    const onStorage = (e: StorageEvent) => {
      if (e.storageArea === window.localStorage && (e.key === CART_KEY || e.key === null)) {
        dispatch(cartActions.itemsReplaced(parseStoredCart(e.newValue)))
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [dispatch])
}
