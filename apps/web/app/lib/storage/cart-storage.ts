// localStorage 'cart' (spec §3): the guest's local cart items, validated on read (storage is user-editable).
import { CART_KEY } from '@haat/domain/constants/storage-keys'
import type { CartItem } from '@haat/domain/rules/cart'
import { isCartItems } from '@haat/domain/rules/cart-guard'

export function parseStoredCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return isCartItems(parsed) ? parsed : []
  } catch {
    return []
  }
}

export function readStoredCart(): CartItem[] {
  try {
    return parseStoredCart(window.localStorage.getItem(CART_KEY))
  } catch {
    return [] // storage blocked: the cart lives for this visit only
  }
}

/** An empty cart removes the key (§4: removing the last item clears the cart). */
export function writeStoredCart(items: readonly CartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(CART_KEY)
    else window.localStorage.setItem(CART_KEY, JSON.stringify(items))
  } catch {
    // Quota or policy: the in-memory cart still works.
  }
}
