// POST /api/orders/{id}/cancel (and the admin's cancel): an order is cancelled before it ships (any
// PENDING, PAID or CONFIRMED order). A paid order's payment is refunded in full through
// the gateway (its state shows on the order as the gateway reports it); cash on delivery and unpaid
// orders are simply cancelled. A payment still in flight for a cancelled order is refunded when it lands.
import type { FastifyBaseLogger } from 'fastify'
import type { Order } from '@haat/domain/catalog/order'
import { cancellable, CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts'
import type { Db } from '../../db/client.ts'
import { queueOrderEmail } from '../../email/order-email.ts'
import { HttpError } from '../../http/errors.ts'
import { findOrderById, findOrderItems, moveOrder, type OrderRow } from '../../repositories/orders.ts'
import { keptPaymentOf, updatePayment } from '../../repositories/payments.ts'
import { sendRefund } from '../payments/send-refund.ts'
import { toOrder } from './order-view.ts'
import { ownOrder } from './read-orders.ts'

type Deps = { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger }
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export async function cancelOrder(deps: Deps, userId: string, publicId: string): Promise<Order> {
  return cancelPlacedOrder(deps, await ownOrder(deps.db, userId, publicId))
}

/**
 * Cancels an order whoever asks (its shopper, or an operator in the admin); `alsoInTransaction` writes
 * what must commit with the cancellation (the admin's audit row).
 */
export async function cancelPlacedOrder(
  deps: Deps,
  order: OrderRow,
  alsoInTransaction?: (tx: Tx, cancelled: OrderRow) => Promise<void>,
): Promise<Order> {
  const { db } = deps
  const publicId = order.publicId
  const refuse = () =>
    new HttpError(
      409,
      CHECKOUT_ERRORS.orderNotCancellable,
      `Order '${publicId}' is ${order.status.toLowerCase()} and cannot be cancelled`,
    )
  if (!cancellable(order.status)) throw refuse()
  const refundOf = await db.transaction(async (tx) => {
    const kept = order.status === 'PAID' ? await keptPaymentOf(tx, order.id) : null
    const moved = await moveOrder(tx, order.id, [order.status], {
      status: 'CANCELLED',
      cancelledAt: new Date(),
      refundStatus: kept ? 'PENDING' : null,
    })
    if (!moved) return 'moved-meanwhile' as const
    await alsoInTransaction?.(tx, moved)
    if (kept) await updatePayment(tx, kept.paymentId, { refundStatus: 'REQUESTED' })
    await queueOrderEmail(tx, order.id, 'cancelled')
    return kept?.paymentId ?? null
  })
  if (refundOf === 'moved-meanwhile') throw refuse()
  // Gateway down: the order is cancelled all the same and the reconciliation run sends the refund.
  if (refundOf) await sendRefund(deps, refundOf).catch(() => {})
  const row = (await findOrderById(db, order.id))!
  return toOrder(row, await findOrderItems(db, [order.id]))
}
