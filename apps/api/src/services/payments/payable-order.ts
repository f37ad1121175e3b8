// Whether a shopper's order can still be paid (or placed for cash on delivery): PENDING, not past its
// time (then it is marked EXPIRED now), and every line still in stock (a variant sold out meanwhile is
// named in a 409 before anything is charged).
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { findOrderItems, moveOrder, type OrderRow } from '../../repositories/orders.ts'
import { checkoutLines } from '../checkout/checkout-lines.ts'

export function refuseUnlessPending(order: OrderRow) {
  const id = order.publicId
  if (order.status === 'CANCELLED')
    throw new HttpError(409, CHECKOUT_ERRORS.orderCancelled, `Order '${id}' was cancelled`)
  if (order.status === 'EXPIRED') throw orderExpired(id)
  if (order.status !== 'PENDING')
    throw new HttpError(409, CHECKOUT_ERRORS.orderAlreadyPaid, `Order '${id}' has already been paid`)
}

export const orderExpired = (id: string) =>
  new HttpError(
    409,
    CHECKOUT_ERRORS.orderExpired,
    `Order '${id}' expired before it was paid; check out again from your bag`,
  )

export async function refuseUnlessPayable(db: Db, order: OrderRow) {
  refuseUnlessPending(order)
  if (order.expiresAt && new Date(order.expiresAt).getTime() <= Date.now()) {
    await moveOrder(db, order.id, ['PENDING'], { status: 'EXPIRED' })
    throw orderExpired(order.publicId)
  }
  const items = await findOrderItems(db, [order.id])
  await checkoutLines(db, items) // 409 OUT_OF_STOCK naming the variant, 422 for a batch now short
}
