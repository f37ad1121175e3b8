// Products as CSV, one row per variant (what an operator checks in a spreadsheet), spreadsheet-safe.
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { brands, categories, products, variants } from '../../db/schema.ts'
import { spreadsheetSafeCsv } from './spreadsheet-safe.ts'

const HEADER = [
  'Handle',
  'Title',
  'Brand',
  'Category',
  'Price',
  'Offer type',
  'Offer value',
  'Offer code',
  'Upvotes',
  'Variant',
  'Variant price',
  'Available',
  'Shopify variant id',
]

export async function exportProductsCsv(db: Db): Promise<string> {
  const rows = await db
    .select({
      slug: products.slug,
      title: products.title,
      brand: brands.slug,
      category: categories.paramName,
      price: products.price,
      offerType: products.offerType,
      offerValue: products.offerValue,
      offerCode: products.offerCode,
      upvotes: products.upvoteCount,
      options: variants.selectedOptions,
      variantPrice: variants.price,
      available: variants.availableForSale,
      externalId: variants.externalId,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(variants, eq(variants.productId, products.id))
    .orderBy(asc(products.id), asc(variants.position), asc(variants.id))
  return spreadsheetSafeCsv(
    HEADER,
    rows.map((r) => [
      r.slug,
      r.title,
      r.brand,
      r.category,
      r.price,
      r.offerType,
      r.offerValue,
      r.offerCode,
      r.upvotes,
      r.options.map((o) => `${o.name}: ${o.value}`).join(' / '),
      r.variantPrice,
      r.available ? 'yes' : 'no',
      r.externalId,
    ]),
  )
}
