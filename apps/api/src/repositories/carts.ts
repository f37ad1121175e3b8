// A signed-in shopper's server bag (spec §4): one row per product+variant, replaced as a whole.
import { and, asc, eq, or } from 'drizzle-orm'
import type { ItemLine } from '@haat/domain/rules/checkout-schema'
import type { Db } from '../db/client.ts'
import { cartItems, users } from '../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** In the order the lines were saved (the bag keeps its order). */
export async function findCartLines(db: Db, userId: string): Promise<ItemLine[]> {
  return db
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.updatedAt), asc(cartItems.productId), asc(cartItems.variantId))
}

/** Deletes the bag and writes the new lines in one transaction: a failure leaves the old bag. */
export async function replaceCartLines(db: Db, userId: string, lines: readonly ItemLine[]): Promise<void> {
  await db.transaction(async (tx) => {
    // Concurrent replaces of one bag (two tabs) queue on the user's row instead of colliding on keys.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    await tx.delete(cartItems).where(eq(cartItems.userId, userId))
    if (lines.length === 0) return
    // Timestamps a millisecond apart keep the bag's order when it is read back.
    const start = Date.now()
    await tx.insert(cartItems).values(lines.map((l, i) => ({ userId, ...l, updatedAt: new Date(start + i) })))
  })
}

/** After payment: the paid lines leave the bag (by product+variant, whatever their quantity). */
export async function removeCartLines(
  tx: Tx,
  userId: string,
  lines: readonly { productId: number; variantId: number }[],
): Promise<void> {
  if (lines.length === 0) return
  const paid = lines.map((l) =>
    and(eq(cartItems.productId, l.productId), eq(cartItems.variantId, l.variantId)),
  )
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), or(...paid)))
}
