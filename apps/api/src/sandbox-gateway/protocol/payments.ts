// Payments and refunds as a Razorpay-protocol gateway makes them, with the webhook events Razorpay
// sends for them (payment.captured then order.paid, payment.failed, refund.processed).
import type { Entity, EntityStore } from './entity-store.ts'
import { entityId, unixNow } from './entity-store.ts'
import { razorpayError, type RestAnswer } from './razorpay-error.ts'

/** A webhook to send: the event name and its `payload` (`{ payment: { entity } … }`). */
export type GatewayEvent = { event: string; payload: Record<string, { entity: Entity }> }
export type Emit = (event: GatewayEvent) => void

export type PaymentOutcome =
  | { status: 'captured' | 'authorized'; method: 'upi' | 'card'; last4?: string; network?: string }
  | { status: 'failed'; method: 'upi' | 'card'; code: string; description: string }

/** One payment on a gateway order; a paid order takes no more (Razorpay refuses them). */
export async function makePayment(
  store: EntityStore,
  orderId: string,
  outcome: PaymentOutcome,
  emit: Emit,
): Promise<{ payment: Entity } | { refused: string }> {
  const order = await store.get(orderId)
  if (!order || order.entity !== 'order') return { refused: 'The id provided does not exist' }
  if (order.status === 'paid') return { refused: 'Payment for this order has already been completed' }
  const failed = outcome.status === 'failed'
  const payment: Entity = {
    id: entityId('pay'),
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status: outcome.status,
    order_id: order.id,
    invoice_id: null,
    international: false,
    method: outcome.method,
    amount_refunded: 0,
    refund_status: null,
    captured: outcome.status === 'captured',
    description: `Payment for ${String(order.receipt ?? order.id)}`,
    card: outcome.method === 'card' && !failed ? { last4: outcome.last4, network: outcome.network } : null,
    error_code: failed ? outcome.code : null,
    error_description: failed ? outcome.description : null,
    created_at: unixNow(),
  }
  await store.put(payment, order.id)
  const paidOrder: Entity = { ...order, attempts: Number(order.attempts) + 1 }
  if (outcome.status === 'captured')
    Object.assign(paidOrder, { status: 'paid', amount_paid: order.amount, amount_due: 0 })
  else paidOrder.status = 'attempted'
  await store.put(paidOrder)
  if (failed) emit({ event: 'payment.failed', payload: { payment: { entity: payment } } })
  if (outcome.status === 'captured') {
    emit({ event: 'payment.captured', payload: { payment: { entity: payment } } })
    emit({ event: 'order.paid', payload: { payment: { entity: payment }, order: { entity: paidOrder } } })
  }
  return { payment }
}

/** POST /v1/payments/:id/refund: a full or partial refund of a captured payment. */
export async function refundPayment(
  payment: Entity,
  body: Record<string, unknown>,
  store: EntityStore,
  emit: Emit,
): Promise<RestAnswer> {
  if (payment.status !== 'captured' && payment.status !== 'refunded')
    return razorpayError(400, 'The payment has not been captured')
  const left = Number(payment.amount) - Number(payment.amount_refunded)
  if (left <= 0) return razorpayError(400, 'The payment has been fully refunded already')
  const amount = body.amount ?? left
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
    return razorpayError(400, 'The amount must be an integer of at least 100.', 'amount')
  if (amount > left)
    return razorpayError(400, 'The refund amount provided is greater than amount captured', 'amount')
  const refund: Entity = {
    id: entityId('rfnd'),
    entity: 'refund',
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes: body.notes ?? {},
    receipt: body.receipt ?? null,
    status: 'pending',
    speed_requested: body.speed ?? 'normal',
    created_at: unixNow(),
  }
  const refunded = Number(payment.amount_refunded) + amount
  const full = refunded === payment.amount
  const updated = {
    ...payment,
    amount_refunded: refunded,
    refund_status: full ? 'full' : 'partial',
    status: full ? 'refunded' : payment.status,
  }
  await store.put(refund, payment.id)
  await store.put(updated, payment.order_id as string)
  // The gateway settles the refund later and says so by webhook.
  const processed = { ...refund, status: 'processed' }
  await store.put(processed, payment.id)
  emit({
    event: 'refund.processed',
    payload: { refund: { entity: processed }, payment: { entity: updated } },
  })
  return { status: 200, body: refund }
}
