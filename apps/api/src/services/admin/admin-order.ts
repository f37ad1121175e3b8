// One order as an operator sees it: its shopper, brands, what this operator may do with it now, and
// the audit trail of operator changes. A brand user asking for an order without its items gets a 404.
import { eq } from 'drizzle-orm'
import type { AdminOrder } from '@haat/domain/admin/admin-orders'
import { cancellable, CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import type { Operator } from '../../auth/operator.ts'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { HttpError } from '../../http/errors.ts'
import { auditOf } from '../../repositories/admin-audit.ts'
import { findOrder, findOrderItems, type OrderRow } from '../../repositories/orders.ts'
import { ORDER_PUBLIC_ID } from '../checkout/public-id.ts'
import { toOrder } from '../orders/order-view.ts'
import { brandsOfOrders, type BrandTag } from './order-brands.ts'

export const SHIPPABLE: readonly OrderRow['status'][] = ['PAID', 'CONFIRMED']

/** The order and its brands; 404 when missing or (for a brand user) holding none of its items. */
export async function orderForOperator(db: Db, operator: Operator, publicId: string) {
  const order = ORDER_PUBLIC_ID.test(publicId) ? await findOrder(db, publicId) : null
  const brands = order ? ((await brandsOfOrders(db, [order.id])).get(order.id) ?? []) : []
  if (!order || (operator.brand && !brands.some((b) => b.id === operator.brand!.id))) {
    throw new HttpError(404, CHECKOUT_ERRORS.orderNotFound, `Order '${publicId}' was not found`)
  }
  return { order, brands }
}

/** A brand user acts only on orders whose items are all its own; the store's admin on any. */
export const mayAct = (operator: Operator, brands: readonly BrandTag[]) =>
  !operator.brand || brands.every((b) => b.id === operator.brand!.id)

export async function adminOrderView(db: Db, operator: Operator, publicId: string): Promise<AdminOrder> {
  const { order, brands } = await orderForOperator(db, operator, publicId)
  const [items, [customer], history] = await Promise.all([
    findOrderItems(db, [order.id]),
    order.userId
      ? db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, order.userId))
      : Promise.resolve([]),
    auditOf(db, 'order', order.publicId),
  ])
  const acts = mayAct(operator, brands)
  return {
    ...toOrder(order, items),
    customer: customer ?? { email: null, name: null },
    brands,
    actions: {
      ship: acts && SHIPPABLE.includes(order.status),
      deliver: acts && order.status === 'SHIPPED',
      cancel: acts && cancellable(order.status),
    },
    history: history.map((h) => ({
      action: h.action,
      actorEmail: h.actorEmail,
      createdAt: h.createdAt.toISOString(),
      before: h.before,
      after: h.after,
    })),
  }
}
