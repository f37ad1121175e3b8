// One payment the gateway reports (fetched from it, never taken from the browser or a webhook's body)
// settles its order once, whoever brings it first (the Checkout handler, a webhook, the reconciliation
// job): a captured payment of the right amount, made while the order was payable, marks it PAID; any
// other captured payment for it (a second one, a late one, a cancelled order's) is refunded. Two
// charges are never kept for one order (docs/decisions/0602).
import type { FastifyBaseLogger } from 'fastify'
import type { RazorpayPayment } from '../../adapters/payments/razorpay-entities.ts'
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts'
import type { Db } from '../../db/client.ts'
import { queueOrderEmail } from '../../email/order-email.ts'
import { removeCartLines } from '../../repositories/carts.ts'
import { findOrderById, findOrderItems, moveOrder, type OrderRow } from '../../repositories/orders.ts'
import {
  claimPayment,
  findAttemptByGatewayOrder,
  findPayment,
  updatePayment,
} from '../../repositories/payments.ts'
import { sendRefund } from './send-refund.ts'

export type Settled =
  | { kind: 'paid'; order: OrderRow }
  | { kind: 'refunding'; order: OrderRow; why: 'already-paid' | 'not-payable' | 'amount' }
  | { kind: 'not-captured'; payment: RazorpayPayment }
  | { kind: 'unknown-order' }

const METHODS: Record<string, OrderRow['paymentMethod']> = {
  upi: 'UPI',
  card: 'CARD',
  netbanking: 'NETBANKING',
  wallet: 'WALLET',
}

export type SettleDeps = { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger }

export async function settlePayment(deps: SettleDeps, fetched: RazorpayPayment): Promise<Settled> {
  const { db, gateway } = deps
  const attempt = fetched.order_id ? await findAttemptByGatewayOrder(db, fetched.order_id) : null
  if (!attempt) return { kind: 'unknown-order' }
  const known = await findPayment(db, fetched.id)
  if (known && known.outcome !== 'SETTLING') return storedOutcome(db, known.orderId, known.outcome, fetched)
  let payment = fetched
  const before = (await findOrderById(db, attempt.orderId))!
  const amountRight = payment.amount === before.total * 100 && payment.currency === 'INR'
  const inTime = !before.expiresAt || payment.created_at * 1000 <= new Date(before.expiresAt).getTime()
  // An authorized payment is captured only when it can pay the order; otherwise Razorpay releases it.
  if (payment.status === 'authorized' && before.status === 'PENDING' && amountRight && inTime) {
    payment = await gateway.api.capture(payment.id, payment.amount)
  }
  if (payment.status !== 'captured') return { kind: 'not-captured', payment }

  const outcome = await db.transaction(async (tx) => {
    const claimed = await claimPayment(tx, {
      paymentId: payment.id,
      orderId: attempt.orderId,
      gatewayOrderId: attempt.gatewayOrderId,
      amount: payment.amount,
      outcome: 'SETTLING',
    })
    if (!claimed) return null
    const paid =
      amountRight && inTime
        ? await moveOrder(tx, attempt.orderId, ['PENDING'], {
            status: 'PAID',
            paymentMethod: METHODS[payment.method] ?? 'OTHER',
            paymentReference: payment.id,
            cardLast4: payment.card?.last4 ?? null,
            paidAt: new Date(),
          })
        : null
    await updatePayment(
      tx,
      payment.id,
      paid ? { outcome: 'KEPT' } : { outcome: 'REFUND', refundStatus: 'REQUESTED' },
    )
    if (paid && paid.userId) await removeCartLines(tx, paid.userId, await findOrderItems(tx, [paid.id]))
    // The confirmation email commits with the payment (whichever of handler, webhook or run brought it).
    if (paid) await queueOrderEmail(tx, paid.id, 'confirmed')
    return paid ? ('KEPT' as const) : ('REFUND' as const)
  })
  // Settled meanwhile (the handler and a webhook at once): the stored outcome stands.
  if (!outcome)
    return storedOutcome(db, attempt.orderId, (await findPayment(db, payment.id))!.outcome, payment)
  if (outcome === 'REFUND') {
    deps.log.warn({ payment: payment.id }, 'captured payment not kept: refunding it')
    await sendRefund(deps, payment.id).catch(() => {}) // the reconciliation job tries again
  }
  return storedOutcome(db, attempt.orderId, outcome, payment)
}

async function storedOutcome(
  db: Db,
  orderId: number,
  outcome: 'SETTLING' | 'KEPT' | 'REFUND',
  payment: RazorpayPayment,
): Promise<Settled> {
  const order = (await findOrderById(db, orderId))!
  if (outcome === 'KEPT') return { kind: 'paid', order }
  const amountRight = payment.amount === order.total * 100
  const why = !amountRight ? 'amount' : order.status === 'PAID' ? 'already-paid' : 'not-payable'
  return { kind: 'refunding', order, why }
}
