// Spec §3/§4 cart: local item helpers, merge on login and totals. Pure: callers store the result.
// Zod-free (the store loads it on every page): cart-schema.ts and cart-guard.ts check stored items.
import type { Offer } from '../catalog/product.ts'
import { orderTotals, priceLine, type OrderTotals } from './pricing.ts'
import { MAX_LINE_QUANTITY } from './selection.ts'

export type CartItem = {
  productId: number
  variantId: number
  quantity: number
  itemImage: string | null
  itemPrice: number
  offer: Offer | null
  isUpvoted: boolean
}

const same = (a: Pick<CartItem, 'productId' | 'variantId'>, productId: number, variantId: number) =>
  a.productId === productId && a.variantId === variantId

const capped = (quantity: number) => Math.min(quantity, MAX_LINE_QUANTITY)

/** Same product+variant merges quantity (keeping the newer price/offer/vote); otherwise appends. */
export function addItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  const existing = items.find((i) => same(i, item.productId, item.variantId))
  if (!existing) return [...items, { ...item, quantity: capped(item.quantity) }]
  return items.map((i) => (i === existing ? { ...item, quantity: capped(i.quantity + item.quantity) } : i))
}

/** Sets the quantity; below 1 removes the line (the stepper stops at 1, so only removal gets there). */
export function updateItem(
  items: readonly CartItem[],
  productId: number,
  variantId: number,
  quantity: number,
): CartItem[] {
  if (quantity < 1) return removeItem(items, productId, variantId)
  return items.map((i) => (same(i, productId, variantId) ? { ...i, quantity: capped(quantity) } : i))
}

/** Removing the last item yields [] (the cart is cleared). */
export function removeItem(items: readonly CartItem[], productId: number, variantId: number): CartItem[] {
  return items.filter((i) => !same(i, productId, variantId))
}

/**
 * §4 merge on login: by product+variant, the larger quantity wins. A line in both keeps the server's
 * details (fresher price, offer and vote); lines only held locally are appended in their order.
 */
export function mergeCarts(server: readonly CartItem[], local: readonly CartItem[]): CartItem[] {
  const merged = [...server]
  for (const l of local) {
    const at = merged.findIndex((s) => same(s, l.productId, l.variantId))
    const s = merged[at]
    if (!s) merged.push(l)
    else merged[at] = { ...s, quantity: Math.max(s.quantity, l.quantity) }
  }
  return merged
}

export type CartTotals = OrderTotals

/** Subtotal at regular prices; discount only on upvoted lines with an offer (the unlocked price). */
export function cartTotals(items: readonly CartItem[]): CartTotals {
  return orderTotals(
    items.map((i) => ({
      unitPrice: i.itemPrice,
      quantity: i.quantity,
      unitDiscount: priceLine({ unitPrice: i.itemPrice, quantity: 1, offer: i.offer, upvoted: i.isUpvoted })
        .unitDiscount,
    })),
  )
}
