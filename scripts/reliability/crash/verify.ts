// After the crash and the restart: every acknowledged write is in the database exactly as answered.
import { inArray } from 'drizzle-orm'
import type { Db } from '../../../apps/api/src/db/client.ts'
import { cartItems, orders, votes } from '../../../apps/api/src/db/schema.ts'
import type { Ledger } from './ledger.ts'

export type Verification = {
  votesChecked: number
  cartsChecked: number
  ordersChecked: number
  lost: string[]
}

export async function verifyLedger(db: Db, ledger: Ledger): Promise<Verification> {
  const lost: string[] = []
  const voteRows = await db.select({ productId: votes.productId, voterKey: votes.voterKey }).from(votes)
  const stored = new Set(voteRows.map((r) => `${r.voterKey}|${r.productId}`))
  const knownVotes = ledger.known(ledger.votes)
  for (const [key, up] of knownVotes) {
    if (stored.has(key) !== up)
      lost.push(`vote ${key}: answered ${up ? 'upvoted' : 'not upvoted'}, stored ${!up}`)
  }

  const knownCarts = ledger.known(ledger.carts)
  const userIds = knownCarts.map(([userId]) => userId)
  const cartRows = userIds.length
    ? await db.select().from(cartItems).where(inArray(cartItems.userId, userIds))
    : []
  for (const [userId, lines] of knownCarts) {
    const mine = cartRows.filter((r) => r.userId === userId)
    const want = lines
      .map((l) => `${l.variantId}x${l.quantity}`)
      .sort()
      .join(',')
    const got = mine
      .map((r) => `${r.variantId}x${r.quantity}`)
      .sort()
      .join(',')
    if (want !== got) lost.push(`bag of ${userId}: answered ${want}, stored ${got}`)
  }

  const ids = ledger.orders.map((o) => o.publicId)
  const orderRows = ids.length
    ? await db
        .select({ publicId: orders.publicId, userId: orders.userId })
        .from(orders)
        .where(inArray(orders.publicId, ids))
    : []
  const found = new Map(orderRows.map((r) => [r.publicId, r.userId]))
  for (const o of ledger.orders)
    if (found.get(o.publicId) !== o.userId) lost.push(`order ${o.publicId} of ${o.userId} missing`)

  return { votesChecked: knownVotes.length, cartsChecked: knownCarts.length, ordersChecked: ids.length, lost }
}
