// Order mail goes through the job queue: queueOrderEmail adds the job in the caller's transaction, so
// the order and its mail commit together, and a mail server that is down never blocks or loses an
// order (the job is retried with backoff). Call it at every transition a shopper must hear about.
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { orders, users } from '../db/schema.ts'
import { enqueue } from '../jobs/queue.ts'
import { findOrderItems } from '../repositories/orders.ts'
import { toOrder } from '../services/orders/order-view.ts'
import type { Mailer } from './mailer.ts'
import { orderCancelledEmail } from './templates/order-cancelled.ts'
import { orderConfirmationEmail } from './templates/order-confirmation.ts'
import { orderShippedEmail, type Tracking } from './templates/order-shipped.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type OrderEmailKind = 'confirmed' | 'shipped' | 'cancelled' | 'refunded'
export const ORDER_EMAIL_JOB = 'order-email'

/** Idempotent per order and kind: a second call (a repeated webhook) adds nothing. */
export async function queueOrderEmail(
  db: Db | Tx,
  orderId: number,
  kind: OrderEmailKind,
  extra: { tracking?: Tracking } = {},
): Promise<boolean> {
  return enqueue(db, {
    kind: ORDER_EMAIL_JOB,
    key: `${ORDER_EMAIL_JOB}:${orderId}:${kind}`,
    payload: { orderId, kind, ...extra },
    maxAttempts: 15, // about six hours of retries with the default backoff
  })
}

type Payload = { orderId: number; kind: OrderEmailKind; tracking?: Tracking }

/** The job: the order as it is now, to the shopper's address as their sign-in provider gave it. */
export function orderEmailHandler(deps: { db: Db; mailer: Mailer; origin: () => string }) {
  return async (payload: Record<string, unknown>) => {
    const { orderId, kind, tracking } = payload as Payload
    const [row] = await deps.db
      .select({ order: orders, email: users.email, name: users.name })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId))
    // Nothing to send to: a deleted order, or a sign-in provider that gives no email.
    if (!row?.email) return
    const order = toOrder(row.order, await findOrderItems(deps.db, [orderId]))
    const to = { name: row.name, origin: deps.origin() }
    const message =
      kind === 'confirmed'
        ? orderConfirmationEmail(order, to)
        : kind === 'shipped'
          ? orderShippedEmail(order, tracking ?? { carrier: 'Courier', trackingNumber: '—' }, to)
          : orderCancelledEmail(order, kind, to)
    await deps.mailer.send({ to: row.email, ...message })
  }
}
