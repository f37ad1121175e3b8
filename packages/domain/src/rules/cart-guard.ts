// Checks cart items read back from local storage without zod (it would weigh on every page): the same
// rules as cart-schema.ts, which the tests hold these guards to.
import type { Offer } from '../catalog/product.ts'
import { OFFER_TYPES } from '../catalog/enums.ts'
import type { CartItem } from './cart.ts'
import { MAX_LINE_QUANTITY } from './selection.ts'

type Loose = Record<string, unknown>
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v)
const isInt = (v: unknown): v is number => Number.isInteger(v)
const isPositiveInt = (v: unknown) => isInt(v) && v > 0
const isFiniteAtLeast0 = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0

export function isOffer(v: unknown): v is Offer {
  return (
    isObject(v) &&
    (OFFER_TYPES as readonly unknown[]).includes(v.type) &&
    isPositiveInt(v.value) &&
    typeof v.symbol === 'string' &&
    typeof v.code === 'string'
  )
}

export function isCartItem(v: unknown): v is CartItem {
  return (
    isObject(v) &&
    isPositiveInt(v.productId) &&
    isPositiveInt(v.variantId) &&
    isInt(v.quantity) &&
    v.quantity >= 1 &&
    v.quantity <= MAX_LINE_QUANTITY &&
    (v.itemImage === null || typeof v.itemImage === 'string') &&
    isFiniteAtLeast0(v.itemPrice) &&
    (v.offer === null || isOffer(v.offer)) &&
    typeof v.isUpvoted === 'boolean'
  )
}

/** A stored list is used only when every item is valid (as the schema's array would accept it). */
export function isCartItems(v: unknown): v is CartItem[] {
  return Array.isArray(v) && v.every(isCartItem)
}
