// POST /api/orders/{publicId}/pay: the delivery address and payment of a PENDING order. Cash on delivery
// confirms without a charge; UPI and cards go through the payment provider. Only a card's last four
// digits are kept. The paid lines leave the shopper's server bag in the same transaction, and the
// confirmation email is queued in it.
import type { Order } from '@haat/domain/catalog/order'
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import type { PayBody } from '@haat/domain/rules/checkout-schema'
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts'
import type { Db } from '../../db/client.ts'
import { queueOrderEmail } from '../../email/order-email.ts'
import { HttpError } from '../../http/errors.ts'
import { removeCartLines } from '../../repositories/carts.ts'
import { completePendingOrder, findOrderItems, type OrderRow } from '../../repositories/orders.ts'
import { toOrder } from './order-view.ts'
import { ownOrder } from './read-orders.ts'

const alreadyPaid = (publicId: string) =>
  new HttpError(409, CHECKOUT_ERRORS.orderAlreadyPaid, `Order '${publicId}' has already been paid`)

function refuseUnlessPending(order: OrderRow) {
  if (order.status === 'CANCELLED') {
    throw new HttpError(409, CHECKOUT_ERRORS.orderCancelled, `Order '${order.publicId}' was cancelled`)
  }
  if (order.status !== 'PENDING') throw alreadyPaid(order.publicId)
}

export async function payOrder(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  publicId: string,
  { address, payment }: PayBody,
): Promise<Order> {
  const order = await ownOrder(db, userId, publicId)
  refuseUnlessPending(order)
  let reference: string | null = null
  if (payment.method !== 'COD') {
    const auth = await provider.authorize({ publicId, total: order.total }, payment)
    if (!auth.ok) throw new HttpError(402, auth.code, auth.message)
    reference = auth.reference
  }
  return db.transaction(async (tx) => {
    const paid = await completePendingOrder(tx, order.id, {
      status: payment.method === 'COD' ? 'CONFIRMED' : 'PAID',
      paymentMethod: payment.method,
      paymentReference: reference,
      cardLast4: payment.method === 'CARD' ? payment.cardNumber.slice(-4) : null,
      // An empty second line is left out rather than stored as ''.
      address: Object.fromEntries(Object.entries(address).filter(([, v]) => v)),
      paidAt: payment.method === 'COD' ? null : new Date(),
    })
    // Paid by a concurrent request between the check above and now.
    if (!paid) throw alreadyPaid(publicId)
    const items = await findOrderItems(tx, [order.id])
    await removeCartLines(tx, userId, items)
    // The confirmation email (the Terms: an order is confirmed by it) commits with the order.
    await queueOrderEmail(tx, order.id, 'confirmed')
    return toOrder(paid, items)
  })
}
