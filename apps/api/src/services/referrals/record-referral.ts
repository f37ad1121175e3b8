// The two rows of a referral (issue 17 §4, decision 0782): a visit through a shared link, and an order
// placed after one. An order is attributed once, to its own shopper only; the sharer's purchases are the
// 'order' rows joined to orders that were paid or confirmed.
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orders, referrals } from '../../db/schema.ts'

export async function recordVisit(db: Db, visit: { code: string; path: string; userId: string | null }) {
  await db.insert(referrals).values({ kind: 'visit', ...visit })
}

/** null: no such order of this shopper's; false: the order was attributed already. */
export async function recordReferredOrder(
  db: Db,
  { code, orderId, userId }: { code: string; orderId: string; userId: string },
): Promise<boolean | null> {
  const [order] = await db
    .select({ publicId: orders.publicId })
    .from(orders)
    .where(and(eq(orders.publicId, orderId), eq(orders.userId, userId)))
  if (!order) return null
  const rows = await db
    .insert(referrals)
    .values({ code, kind: 'order', orderId: order.publicId, userId })
    .onConflictDoNothing()
    .returning({ id: referrals.id })
  return rows.length > 0
}
