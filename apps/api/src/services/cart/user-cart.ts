// The signed-in shopper's server bag as spec §3 cart items, filled from the catalogue.
import type { CartItem } from '@haat/domain/rules/cart'
import type { ItemLine } from '@haat/domain/rules/checkout-schema'
import type { Db } from '../../db/client.ts'
import { findCartLines, replaceCartLines } from '../../repositories/carts.ts'
import { resolveLines, type ResolvedLine } from './resolve-lines.ts'
import { upvotedProducts, type Shopper } from './shopper.ts'

async function toCartItems(db: Db, shopper: Shopper, lines: ResolvedLine[]): Promise<CartItem[]> {
  const upvoted = await upvotedProducts(
    db,
    shopper,
    lines.map((l) => l.productId),
  )
  return lines.map((l) => ({
    productId: l.productId,
    variantId: l.variantId,
    quantity: l.quantity,
    itemImage: l.image,
    itemPrice: l.unitPrice,
    offer: l.offer,
    isUpvoted: upvoted.has(l.productId),
  }))
}

/** Variants that left the catalogue are dropped from the answer. */
export async function getUserCart(db: Db, shopper: Shopper & { userId: string }): Promise<CartItem[]> {
  const lines = await resolveLines(db, await findCartLines(db, shopper.userId), 'drop')
  return toCartItems(db, shopper, lines)
}

/** Every line is checked before anything is written: one bad line leaves the old bag as it was. */
export async function replaceUserCart(
  db: Db,
  shopper: Shopper & { userId: string },
  requested: readonly ItemLine[],
): Promise<CartItem[]> {
  const lines = await resolveLines(db, requested, 'reject')
  await replaceCartLines(
    db,
    shopper.userId,
    lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
  )
  return toCartItems(db, shopper, lines)
}
