// POST /api/orders/{publicId}/pay: cash on delivery. The order is confirmed without a charge once it is
// still payable (PENDING, in time, in stock) and the shipping rules offer cash where it goes; the lines leave the shopper's server bag in the same
// transaction with the confirmation email. Online payments go through the gateway (services/payments).
import type { Order } from '@haat/domain/catalog/order'
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import type { PayBody } from '@haat/domain/rules/checkout-schema'
import type { ShippingRules } from '@haat/domain/rules/shipping-rules'
import type { Db } from '../../db/client.ts'
import { queueOrderEmail } from '../../email/order-email.ts'
import { HttpError } from '../../http/errors.ts'
import { removeCartLines } from '../../repositories/carts.ts'
import { findOrderItems, moveOrder } from '../../repositories/orders.ts'
import { refuseUnlessPayable } from '../payments/payable-order.ts'
import { storedAddress } from '../payments/start-payment.ts'
import { refuseUnlessCodOffered } from './cod-offered.ts'
import { toOrder } from './order-view.ts'
import { ownOrder } from './read-orders.ts'

export async function payOrder(
  db: Db,
  rules: ShippingRules,
  userId: string,
  publicId: string,
  { address }: PayBody,
): Promise<Order> {
  const order = await ownOrder(db, userId, publicId)
  await refuseUnlessPayable(db, order)
  refuseUnlessCodOffered(rules, address)
  return db.transaction(async (tx) => {
    const confirmed = await moveOrder(tx, order.id, ['PENDING'], {
      status: 'CONFIRMED',
      paymentMethod: 'COD',
      address: storedAddress(address),
    })
    // Paid online by a concurrent request between the check above and now.
    if (!confirmed)
      throw new HttpError(409, CHECKOUT_ERRORS.orderAlreadyPaid, `Order '${publicId}' has already been paid`)
    const items = await findOrderItems(tx, [order.id])
    await removeCartLines(tx, userId, items)
    // The confirmation email (the Terms: an order is confirmed by it) commits with the order.
    await queueOrderEmail(tx, order.id, 'confirmed')
    return toOrder(confirmed, items)
  })
}
