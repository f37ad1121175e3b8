// How the built-in checkout charges a shopper. A real gateway implements the same interface.
import type { Payment } from '@haat/domain/rules/checkout-schema'

/** Cash on delivery never reaches a provider. */
export type ChargeablePayment = Exclude<Payment, { method: 'COD' }>
export type OrderToCharge = { publicId: string; total: number }
export type Authorization = { ok: true; reference: string } | { ok: false; code: string; message: string }

/**
 * A real gateway must use `order.publicId` as its idempotency key: two pay requests racing for one order
 * then charge once (the store lets only one of them complete the order; docs/decisions/0303).
 */
export interface PaymentProvider {
  readonly name: string
  authorize(order: OrderToCharge, payment: ChargeablePayment): Promise<Authorization>
}
