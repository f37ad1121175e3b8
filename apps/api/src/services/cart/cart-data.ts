// POST /api/cart/data: the bag's lines with the catalogue's prices and this shopper's unlocked discounts.
import type { CartData } from '@haat/domain/catalog/order'
import type { ItemLine } from '@haat/domain/rules/checkout-schema'
import type { Db } from '../../db/client.ts'
import { destinationsOf, type ShopDirectory } from '../checkout/checkout-destinations.ts'
import { cartData, priceCartLines } from './price-lines.ts'
import { resolveLines } from './resolve-lines.ts'
import { upvotedProducts, type Shopper } from './shopper.ts'

export async function describeCart(
  db: Db,
  shops: ShopDirectory,
  shopper: Shopper,
  requested: readonly ItemLine[],
): Promise<CartData> {
  const lines = await resolveLines(db, requested, 'reject')
  const upvoted = await upvotedProducts(
    db,
    shopper,
    lines.map((l) => l.productId),
  )
  const destinations = await destinationsOf(db, shops, lines)
  const priced = priceCartLines(lines, upvoted)
  return cartData(priced.map((l, i) => ({ ...l, checkoutGroup: destinations[i]!.group })))
}
