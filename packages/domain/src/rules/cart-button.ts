// Spec §4 cart button states, in precedence order, and the variant sheet's button (§2).
import {
  ADD_TO_BAG,
  ADD_TO_CART,
  ADDING,
  GO_TO_CART,
  OUT_OF_STOCK,
  SELECT_MINIMUM_QUANTITY,
  SELECT_OR_MORE,
} from '../constants/messages.ts'
import { batchMinimumMet } from './batch.ts'

/** `label` is the message; a message with a number ('Select {min} or more') comes with its `values`. */
export type ButtonState = { label: string; disabled: boolean; values?: Readonly<Record<string, number>> }

type CartButtonInput = {
  adding: boolean
  inCart: boolean
  availableForSale: boolean
  batchMin: number | null | undefined
  batchTotal: number
}

/**
 * Adding... > Go to Cart > Out of Stock (disabled) > Select Minimum Quantity (disabled) > Add to Cart.
 * 'Adding...' is disabled too, so a second tap cannot add the item twice.
 */
export function cartButtonState(p: CartButtonInput): ButtonState {
  if (p.adding) return { label: ADDING, disabled: true }
  if (p.inCart) return { label: GO_TO_CART, disabled: false }
  if (!p.availableForSale) return { label: OUT_OF_STOCK, disabled: true }
  if (!batchMinimumMet(p.batchTotal, p.batchMin)) return { label: SELECT_MINIMUM_QUANTITY, disabled: true }
  return { label: ADD_TO_CART, disabled: false }
}

/** Variant sheet: Adding... > Out of Stock > 'Select {N} or more' (both disabled) > Add to Bag. */
export function bagButtonState(p: Omit<CartButtonInput, 'inCart'>): ButtonState {
  if (p.adding) return { label: ADDING, disabled: true }
  if (!p.availableForSale) return { label: OUT_OF_STOCK, disabled: true }
  if (p.batchMin && !batchMinimumMet(p.batchTotal, p.batchMin)) {
    return { label: SELECT_OR_MORE, values: { min: p.batchMin }, disabled: true }
  }
  return { label: ADD_TO_BAG, disabled: false }
}
