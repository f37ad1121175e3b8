// Pricing of cart lines and orders (spec §5 discount arithmetic): the server prices every order from the
// catalogue with these; the browser shows the same numbers from POST /api/cart/data.
import { savings, type OfferLike } from './discount.ts'

export type LineToPrice = {
  unitPrice: number
  quantity: number
  offer: OfferLike | null
  /** The shopper upvoted the product: its offer is unlocked. */
  upvoted: boolean
}

export type LinePrice = { unitDiscount: number; lineTotal: number }

/** A line's discount per unit (only for an upvoted product with an offer) and what the line costs. */
export function priceLine(line: LineToPrice): LinePrice {
  const unitDiscount = line.upvoted ? savings(line.unitPrice, line.offer) : 0
  return { unitDiscount, lineTotal: (line.unitPrice - unitDiscount) * line.quantity }
}

export type PricedLine = { unitPrice: number; unitDiscount: number; quantity: number }
export type OrderTotals = { subtotal: number; discount: number; total: number; count: number }

/** Subtotal at regular prices, the unlocked discounts, what is paid, and the number of units. */
export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  let subtotal = 0
  let discount = 0
  let count = 0
  for (const l of lines) {
    subtotal += l.unitPrice * l.quantity
    discount += l.unitDiscount * l.quantity
    count += l.quantity
  }
  return { subtotal, discount, total: subtotal - discount, count }
}
