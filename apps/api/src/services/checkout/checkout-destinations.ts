// Where each line checks out (decision 0620): a platform-channel brand's lines go to its own Shopify
// store, else to the default SHOPIFY_* store when one is configured; every other line, and a platform
// brand with no store at all (the zero-setup demo), goes through the store's built-in checkout.
import { PLATFORM_SALES_CHANNEL, type SalesChannel } from '@haat/domain/catalog/enums'
import { STORE_CHECKOUT_GROUP } from '@haat/domain/rules/checkout'
import type { Db } from '../../db/client.ts'
import { findBrandShops, type ShopSettings } from '../../repositories/brand-shops.ts'
import type { SecretBox } from '../secrets/secret-box.ts'

export type ShopDirectory = {
  box: SecretBox
  /** The SHOPIFY_* store (CHECKOUT_ADAPTER=shopify), for platform brands without their own. */
  defaultShop: ShopSettings | null
  adminApiVersion: string
}

/** `group`: 'store', or 'shopify:' + the shop's key; lines of one group check out together. */
export type Destination = { group: string; shop: ShopSettings | null }

export async function destinationsOf(
  db: Db,
  shops: ShopDirectory,
  lines: readonly { brandId: number; salesChannel: SalesChannel }[],
): Promise<Destination[]> {
  const platformBrands = lines.filter((l) => l.salesChannel === PLATFORM_SALES_CHANNEL).map((l) => l.brandId)
  const own = await findBrandShops(db, shops.box, platformBrands)
  return lines.map((l) => {
    const shop = l.salesChannel === PLATFORM_SALES_CHANNEL ? (own.get(l.brandId) ?? shops.defaultShop) : null
    return shop ? { group: `shopify:${shop.key}`, shop } : { group: STORE_CHECKOUT_GROUP, shop: null }
  })
}
