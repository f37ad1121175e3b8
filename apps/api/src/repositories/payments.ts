// Payment attempts (one gateway order each), the gateway payments the store has settled, and the
// webhook deliveries it has handled. Every write that decides money is conditional, so concurrent
// requests, webhooks and instances agree on one outcome.
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { gatewayPayments, paymentAttempts, paymentWebhookEvents } from '../db/schema.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type AttemptRow = typeof paymentAttempts.$inferSelect
export type GatewayPaymentRow = typeof gatewayPayments.$inferSelect

export async function findAttempt(db: Db | Tx, orderId: number, attemptKey: string) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.attemptKey, attemptKey)))
  return row ?? null
}

export async function findAttemptByGatewayOrder(db: Db | Tx, gatewayOrderId: string) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.gatewayOrderId, gatewayOrderId))
  return row ?? null
}

export const attemptsOfOrders = (db: Db, orderIds: number[]) =>
  orderIds.length ? db.select().from(paymentAttempts).where(inArray(paymentAttempts.orderId, orderIds)) : []

/** The first attempt stored for (order, key) wins; a racing duplicate reads it back. */
export async function insertAttempt(
  db: Db,
  attempt: typeof paymentAttempts.$inferInsert,
): Promise<AttemptRow> {
  await db.insert(paymentAttempts).values(attempt).onConflictDoNothing()
  return (await findAttempt(db, attempt.orderId, attempt.attemptKey))!
}

/** Claims a payment for settling; null when it was already claimed (then read its row). */
export async function claimPayment(tx: Tx, row: typeof gatewayPayments.$inferInsert) {
  const [claimed] = await tx.insert(gatewayPayments).values(row).onConflictDoNothing().returning()
  return claimed ?? null
}

export async function findPayment(db: Db | Tx, paymentId: string) {
  const [row] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.paymentId, paymentId))
  return row ?? null
}

export async function keptPaymentOf(db: Db | Tx, orderId: number) {
  const [row] = await db
    .select()
    .from(gatewayPayments)
    .where(and(eq(gatewayPayments.orderId, orderId), eq(gatewayPayments.outcome, 'KEPT')))
  return row ?? null
}

export async function updatePayment(
  db: Db | Tx,
  paymentId: string,
  change: Partial<Pick<GatewayPaymentRow, 'outcome' | 'refundStatus' | 'refundId'>>,
  onlyIf?: ReturnType<typeof eq>,
) {
  const where = onlyIf
    ? and(eq(gatewayPayments.paymentId, paymentId), onlyIf)
    : eq(gatewayPayments.paymentId, paymentId)
  const [row] = await db
    .update(gatewayPayments)
    .set({ ...change, updatedAt: new Date() })
    .where(where)
    .returning()
  return row ?? null
}

/** Refunds to send: never sent, or claimed by an instance that stopped before it could say how it went. */
export function refundsToSend(db: Db, staleBefore: Date) {
  return db
    .select()
    .from(gatewayPayments)
    .where(
      or(
        eq(gatewayPayments.refundStatus, 'REQUESTED'),
        and(eq(gatewayPayments.refundStatus, 'ISSUING'), lt(gatewayPayments.updatedAt, staleBefore)),
      ),
    )
    .limit(50)
}

/** True the first time an event id is recorded. */
export async function recordWebhookEvent(db: Db, eventId: string, event: string): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values({ eventId, event })
    .onConflictDoNothing()
    .returning()
  return rows.length === 1
}

export async function webhookEventSeen(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.eventId, eventId))
  return !!row
}
