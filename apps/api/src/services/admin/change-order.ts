// The admin's order changes: mark shipped (with the courier's tracking; the shopper is mailed), mark
// delivered (cash on delivery: the cash is collected then), cancel (refunded through the gateway; the
// shopper is mailed). Each is conditional on the status it leaves and writes its audit row with it.
import type { FastifyBaseLogger } from 'fastify'
import type { Tracking } from '@haat/domain/catalog/order'
import { assertOwnBrand, type Operator } from '../../auth/operator.ts'
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts'
import type { Db } from '../../db/client.ts'
import { queueOrderEmail } from '../../email/order-email.ts'
import { HttpError } from '../../http/errors.ts'
import { writeAudit } from '../../repositories/admin-audit.ts'
import { moveOrder, type OrderRow } from '../../repositories/orders.ts'
import { cancelPlacedOrder } from '../orders/cancel-order.ts'
import { orderForOperator, SHIPPABLE } from './admin-order.ts'

type Deps = { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger }

const snapshot = (o: OrderRow) => ({ status: o.status, tracking: o.tracking, paidAt: o.paidAt })

function notNow(order: OrderRow, doing: string) {
  return new HttpError(
    409,
    'ORDER_STATUS_CONFLICT',
    `Order '${order.publicId}' is ${order.status.toLowerCase()} and cannot be ${doing}`,
  )
}

async function actionable(db: Db, operator: Operator, publicId: string) {
  const { order, brands } = await orderForOperator(db, operator, publicId)
  assertOwnBrand(
    operator,
    brands.map((b) => b.id),
  )
  return order
}

export async function shipOrder(deps: Deps, operator: Operator, publicId: string, tracking: Tracking) {
  const order = await actionable(deps.db, operator, publicId)
  const moved = await deps.db.transaction(async (tx) => {
    const row = await moveOrder(tx, order.id, SHIPPABLE, {
      status: 'SHIPPED',
      tracking,
      shippedAt: new Date(),
    })
    if (!row) return null
    await writeAudit(tx, operator, {
      action: 'order.ship',
      entity: 'order',
      entityId: order.publicId,
      before: snapshot(order),
      after: snapshot(row),
    })
    await queueOrderEmail(tx, order.id, 'shipped', { tracking })
    return row
  })
  if (!moved) throw notNow(order, 'shipped')
}

/** Delivered: a cash-on-delivery order is paid now (the courier collected the cash). */
export async function deliverOrder(deps: Deps, operator: Operator, publicId: string) {
  const order = await actionable(deps.db, operator, publicId)
  const now = new Date()
  const moved = await deps.db.transaction(async (tx) => {
    const row = await moveOrder(tx, order.id, ['SHIPPED'], {
      status: 'DELIVERED',
      deliveredAt: now,
      ...(order.paidAt ? {} : { paidAt: now }),
    })
    if (!row) return null
    await writeAudit(tx, operator, {
      action: 'order.deliver',
      entity: 'order',
      entityId: order.publicId,
      before: snapshot(order),
      after: snapshot(row),
    })
    return row
  })
  if (!moved) throw notNow(order, 'marked delivered')
}

export async function cancelOrderAsOperator(deps: Deps, operator: Operator, publicId: string) {
  const order = await actionable(deps.db, operator, publicId)
  return cancelPlacedOrder(deps, order, (tx, cancelled) =>
    writeAudit(tx, operator, {
      action: 'order.cancel',
      entity: 'order',
      entityId: order.publicId,
      before: { ...snapshot(order), refundStatus: order.refundStatus },
      after: { ...snapshot(cancelled), refundStatus: cancelled.refundStatus },
    }),
  )
}
