// Orders and their lines. An order is written with its lines in one transaction; status changes are
// conditional on the status they leave, so two payments cannot both succeed.
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { orderItems, orders } from '../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect
export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>

export async function insertOrder(
  db: Db,
  order: NewOrder,
  items: readonly NewOrderItem[],
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(orders).values(order).returning()
    await tx.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row!.id })))
    return row!
  })
}

export async function findOrder(db: Db | Tx, publicId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.publicId, publicId))
  return row ?? null
}

export async function findOrderItems(db: Db | Tx, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return []
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(orderItems.orderId, orderItems.productId, orderItems.variantId)
}

/** Newest first. */
export async function findUserOrders(
  db: Db,
  userId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ])
  return { rows, total: counted?.n ?? 0 }
}

/** Moves a PENDING order on; null when it was not PENDING any more (paid meanwhile). */
export async function completePendingOrder(
  tx: Tx,
  orderId: number,
  change: Pick<
    NewOrder,
    'status' | 'paymentMethod' | 'paymentReference' | 'cardLast4' | 'address' | 'paidAt'
  >,
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set(change)
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING')))
    .returning()
  return row ?? null
}
