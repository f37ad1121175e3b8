// Platform-channel brands' own Shopify stores. Tokens are sealed on the way in and opened on the way
// out; nothing else in the API reads this table, and no route answers with it.
import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { brandShops } from '../db/schema.ts'
import type { SecretBox } from '../services/secrets/secret-box.ts'

export type ShopSettings = {
  /** 'brand:<id>' for a brand's own store, 'default' for the SHOPIFY_* one. */
  key: string
  storeDomain: string
  storefrontApiVersion: string
  storefrontToken: string
  adminToken: string
}

export type BrandShopInput = Omit<ShopSettings, 'key'>

/** What a sealed token is bound to (the admin's shop form seals with it too). */
export const brandShopContext = (brandId: number, field: string) => `brand:${brandId}:${field}`
const context = brandShopContext

export async function saveBrandShop(db: Db, box: SecretBox, brandId: number, shop: BrandShopInput) {
  const row = {
    storeDomain: shop.storeDomain,
    storefrontApiVersion: shop.storefrontApiVersion,
    storefrontToken: box.seal(shop.storefrontToken, context(brandId, 'storefrontToken')),
    adminToken: box.seal(shop.adminToken, context(brandId, 'adminToken')),
    updatedAt: sql`now()`,
  }
  await db
    .insert(brandShops)
    .values({ brandId, ...row })
    .onConflictDoUpdate({ target: brandShops.brandId, set: row })
}

/** The stores of these brands that have one, tokens opened. */
export async function findBrandShops(
  db: Db,
  box: SecretBox,
  brandIds: readonly number[],
): Promise<Map<number, ShopSettings>> {
  if (brandIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(brandShops)
    .where(inArray(brandShops.brandId, [...new Set(brandIds)]))
  return new Map(
    rows.map((r) => [
      r.brandId,
      {
        key: `brand:${r.brandId}`,
        storeDomain: r.storeDomain,
        storefrontApiVersion: r.storefrontApiVersion,
        storefrontToken: box.open(r.storefrontToken, context(r.brandId, 'storefrontToken')),
        adminToken: box.open(r.adminToken, context(r.brandId, 'adminToken')),
      },
    ]),
  )
}
