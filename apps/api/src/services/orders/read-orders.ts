// The signed-in shopper's own orders: a page of them, newest first, or one by its public id.
import type { Order, OrderSummary } from '@haat/domain/catalog/order'
import type { Page } from '@haat/domain/catalog/page'
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { findOrder, findOrderItems, findUserOrders, type OrderRow } from '../../repositories/orders.ts'
import { ORDER_PUBLIC_ID } from '../checkout/public-id.ts'
import { toOrder, toOrderSummary } from './order-view.ts'

/** Someone else's order answers exactly like a missing one: order numbers reveal nothing. */
export async function ownOrder(db: Db, userId: string, publicId: string): Promise<OrderRow> {
  const order = ORDER_PUBLIC_ID.test(publicId) ? await findOrder(db, publicId) : null
  if (!order || order.userId !== userId) {
    throw new HttpError(404, CHECKOUT_ERRORS.orderNotFound, `Order '${publicId}' was not found`)
  }
  return order
}

export async function getOrder(db: Db, userId: string, publicId: string): Promise<Order> {
  const order = await ownOrder(db, userId, publicId)
  return toOrder(order, await findOrderItems(db, [order.id]))
}

export async function listOrders(
  db: Db,
  userId: string,
  { page, size }: { page: number; size: number },
): Promise<Page<OrderSummary>> {
  const { rows, total } = await findUserOrders(db, userId, { offset: page * size, limit: size })
  const items = await findOrderItems(
    db,
    rows.map((r) => r.id),
  )
  const totalPages = Math.ceil(total / size)
  return {
    content: rows.map((r) =>
      toOrderSummary(
        r,
        items.filter((i) => i.orderId === r.id),
      ),
    ),
    pageNumber: page,
    totalPages,
    last: page + 1 >= totalPages,
    totalElements: total,
  }
}
