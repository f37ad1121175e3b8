// Orders and their lines. An order is written with its lines in one transaction; status changes are
// conditional on the status they leave, so two payments cannot both succeed.
import { and, count, desc, eq, inArray, lt } from 'drizzle-orm'
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

/** What a shopper types before paying online: kept on the PENDING order (the gateway gets none of it). */
export async function setPendingAddress(db: Db, orderId: number, address: Record<string, string>) {
  const [row] = await db
    .update(orders)
    .set({ address })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING')))
    .returning()
  return row ?? null
}

/** Moves an order from one of `from` to `change.status`; null when it was in none of them any more. */
export async function moveOrder(
  db: Db | Tx,
  orderId: number,
  from: readonly OrderRow['status'][],
  change: Partial<Omit<NewOrder, 'publicId'>>,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set(change)
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .returning()
  return row ?? null
}

export async function findOrderById(db: Db | Tx, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId))
  return row ?? null
}

/** PENDING orders, oldest first: those past their time, or all with `due` unset. */
export function pendingOrders(db: Db, { due, limit }: { due?: Date; limit: number }) {
  const pending = eq(orders.status, 'PENDING')
  return db
    .select()
    .from(orders)
    .where(due ? and(pending, lt(orders.expiresAt, due)) : pending)
    .orderBy(orders.id)
    .limit(limit)
}
