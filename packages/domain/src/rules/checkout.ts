// Checkout rules shared by the API (which enforces them) and the browser (which explains them).
import { batchMinimumMet } from './batch.ts'

/** Stable `error` codes of the checkout, order and payment calls (the `{ error, message }` answers). */
export const CHECKOUT_ERRORS = {
  signInRequired: 'SIGN_IN_REQUIRED',
  unknownItem: 'UNKNOWN_ITEM',
  outOfStock: 'OUT_OF_STOCK',
  batchMinimum: 'BATCH_MINIMUM',
  invalidCoupon: 'INVALID_COUPON',
  checkoutUnavailable: 'CHECKOUT_UNAVAILABLE',
  checkoutRejected: 'CHECKOUT_REJECTED',
  /** The lines check out in different places (brand channels); each part checks out on its own. */
  mixedCheckout: 'MIXED_CHECKOUT',
  orderNotFound: 'ORDER_NOT_FOUND',
  orderAlreadyPaid: 'ORDER_ALREADY_PAID',
  orderCancelled: 'ORDER_CANCELLED',
  paymentDeclined: 'PAYMENT_DECLINED',
  orderExpired: 'ORDER_EXPIRED',
  orderNotCancellable: 'ORDER_NOT_CANCELLABLE',
  /** The operator's shipping rules offer no cash on delivery where the parcel goes (issue 17 §3). */
  codUnavailable: 'COD_UNAVAILABLE',
  paymentSignatureInvalid: 'PAYMENT_SIGNATURE_INVALID',
  paymentNotForOrder: 'PAYMENT_NOT_FOR_ORDER',
  paymentAmountMismatch: 'PAYMENT_AMOUNT_MISMATCH',
  paymentNotCaptured: 'PAYMENT_NOT_CAPTURED',
  gatewayUnavailable: 'PAYMENT_GATEWAY_UNAVAILABLE',
  gatewayRejected: 'PAYMENT_GATEWAY_REJECTED',
  webhookSignatureInvalid: 'WEBHOOK_SIGNATURE_INVALID',
} as const

/** The checkout group of lines paid in the store itself; any other group is a Shopify store. */
export const STORE_CHECKOUT_GROUP = 'store'

export const SIGN_IN_TO_CHECK_OUT = 'Sign in to check out'

/** SHIPPED and DELIVERED are set by an operator (decision 0763); a shipped order cannot be cancelled. */
export const ORDER_STATUSES = [
  'PENDING',
  'PAID',
  'CONFIRMED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'EXPIRED',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
/** How a paid order was paid, as the gateway reports it (its other methods are OTHER), or COD. */
export const PAYMENT_METHODS = ['UPI', 'CARD', 'NETBANKING', 'WALLET', 'OTHER', 'COD'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const REFUND_STATUSES = ['PENDING', 'PROCESSED', 'FAILED'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

/** A shopper (or an operator) may cancel until the order ships. */
export const cancellable = (status: OrderStatus) =>
  status === 'PENDING' || status === 'PAID' || status === 'CONFIRMED'

/** Lines of one product are counted together: a batch minimum is met across its variants. */
export function batchShortfalls(
  lines: readonly { productId: number; quantity: number; batchMinimum: number | null }[],
): { productId: number; minimum: number; units: number }[] {
  const units = new Map<number, { minimum: number | null; units: number }>()
  for (const l of lines) {
    const seen = units.get(l.productId)
    units.set(l.productId, { minimum: l.batchMinimum, units: (seen?.units ?? 0) + l.quantity })
  }
  return [...units]
    .filter(([, u]) => !batchMinimumMet(u.units, u.minimum))
    .map(([productId, u]) => ({ productId, minimum: u.minimum!, units: u.units }))
}

/**
 * A coupon is accepted only as the offer code of a product in the order that the shopper upvoted
 * (codes compare without case or surrounding spaces). See docs/decisions/0301.
 */
export function couponMatches(
  coupon: string,
  lines: readonly { offerCode: string | null; upvoted: boolean }[],
): boolean {
  const code = coupon.trim().toUpperCase()
  return code !== '' && lines.some((l) => l.upvoted && l.offerCode?.trim().toUpperCase() === code)
}

/** Lines of the same product+variant become one (quantities added, capped at the line maximum). */
export function mergeLines<L extends { productId: number; variantId: number; quantity: number }>(
  lines: readonly L[],
  maxQuantity: number,
): L[] {
  const merged = new Map<string, L>()
  for (const l of lines) {
    const key = `${l.productId}:${l.variantId}`
    const seen = merged.get(key)
    merged.set(
      key,
      seen ? { ...seen, quantity: Math.min(seen.quantity + l.quantity, maxQuantity) } : { ...l },
    )
  }
  return [...merged.values()]
}
