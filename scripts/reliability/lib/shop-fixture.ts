// A small catalogue for the reliability runs: products with offers (PERCENT, AMOUNT, none), several
// variants, one sold out; and the known values the request generator fills valid requests with.
import { eq } from 'drizzle-orm'
import type { Db } from '../../../apps/api/src/db/client.ts'
import { products, variants } from '../../../apps/api/src/db/schema.ts'
import { insertCatalogueBasics, insertProduct, insertTag } from '../../../apps/api/test/support/factories.ts'

/** A delivery address the payment call accepts (10-digit phone, 6-digit pincode). */
export const DELIVERY_ADDRESS = {
  name: 'Asha Rao',
  phone: '9876543210',
  line1: '12 MG Road',
  city: 'Pune',
  state: 'MH',
  pincode: '411001',
}

export type ShopFixture = Awaited<ReturnType<typeof insertShopFixture>>

export async function insertShopFixture(db: Db, productCount = 8) {
  const { brand, category } = await insertCatalogueBasics(db)
  const tag = await insertTag(db)
  for (let i = 0; i < productCount; i++) {
    await insertProduct(db, {
      brandId: brand.id,
      categoryId: category.id,
      tagIds: [tag.id],
      price: 200 + 100 * i,
      ...(i % 3 === 0 && { offerType: 'PERCENT' as const, offerValue: 10, offerCode: `TEN${i}` }),
      ...(i % 3 === 1 && { offerType: 'AMOUNT' as const, offerValue: 50, offerCode: `FIFTY${i}` }),
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { price: 200 + 100 * i, selectedOptions: [{ name: 'Size', value: 'S' }] },
        { price: 250 + 100 * i, selectedOptions: [{ name: 'Size', value: 'M' }], availableForSale: i !== 2 },
      ],
    })
  }
  const rows = await db
    .select({
      productId: products.id,
      slug: products.slug,
      variantId: variants.id,
      available: variants.availableForSale,
    })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
  const productIds = [...new Set(rows.map((r) => r.productId))]
  const lines = rows
    .filter((r) => r.available)
    .map((r) => ({ productId: r.productId, variantId: r.variantId }))
  return {
    productIds,
    lines,
    brandSlug: brand.slug,
    known: {
      productId: productIds,
      id: productIds,
      upvotedProductId: productIds,
      item: productIds,
      variantId: rows.map((r) => r.variantId),
      slug: [...rows.map((r) => r.slug), brand.slug, tag.slug],
      name: [category.name],
    },
  }
}
