// What cart lines and orders need to know about variants, read from the catalogue in one statement.
import { eq, inArray, sql } from 'drizzle-orm'
import type { SalesChannel } from '@haat/domain/catalog/enums'
import type { Offer } from '@haat/domain/catalog/product'
import type { Db } from '../db/client.ts'
import { brands, products, variants } from '../db/schema.ts'
import { offerOf } from './product-mapping.ts'

export type VariantFacts = {
  variantId: number
  productId: number
  unitPrice: number
  availableForSale: boolean
  /** The variant's picture, else the product's first image. */
  image: string | null
  options: { name: string; value: string }[]
  externalId: string | null
  /** An order keeps the English title (decision 0791); the bag shows this one on Hindi pages. */
  title: string
  titleHi: string | null
  slug: string
  brandId: number
  brandName: string
  /** The brand's sales channel: which checkout its lines go to (decision 0620). */
  salesChannel: SalesChannel
  offer: Offer | null
  batchMinimum: number | null
}

const firstImage = sql<string | null>`(select f.url from files f
  where f.product_id = ${products.id} and f.file_type = 'image' order by f.position, f.id limit 1)`

export async function findVariantFacts(
  db: Db,
  variantIds: readonly number[],
): Promise<Map<number, VariantFacts>> {
  if (variantIds.length === 0) return new Map()
  const rows = await db
    .select({
      variantId: variants.id,
      productId: variants.productId,
      unitPrice: variants.price,
      availableForSale: variants.availableForSale,
      variantImage: variants.imageUrl,
      productImage: firstImage,
      options: variants.selectedOptions,
      externalId: variants.externalId,
      title: products.title,
      titleHi: products.titleHi,
      slug: products.slug,
      brandId: brands.id,
      brandName: brands.name,
      salesChannel: brands.salesChannel,
      offerType: products.offerType,
      offerValue: products.offerValue,
      offerCode: products.offerCode,
      batchMinimum: products.batchMin,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(variants.id, [...new Set(variantIds)]))
  return new Map(
    rows.map(({ variantImage, productImage, offerType, offerValue, offerCode, ...r }) => [
      r.variantId,
      { ...r, image: variantImage ?? productImage, offer: offerOf({ offerType, offerValue, offerCode }) },
    ]),
  )
}
