// Test data through the real schema. Every factory fills sensible defaults and unique slugs, and takes
// overrides for what a test cares about. Shared by API tests (and e2e set-up).
import type { Db } from '../../src/db/client.ts'
import {
  brands,
  categories,
  files,
  guideProducts,
  guides,
  productOptions,
  productTags,
  products,
  tags,
  tapes,
  variants,
} from '../../src/db/schema.ts'

let serial = 0
const next = (prefix: string) => `${prefix}-${++serial}`

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>

export async function insertBrand(db: Db, over: Insert<typeof brands> = {}) {
  const slug = over.slug ?? next('brand')
  const [row] = await db
    .insert(brands)
    .values({ slug, name: `Brand ${slug}`, logoUrl: `/media/${slug}.webp`, ...over })
    .returning()
  return row!
}

export async function insertCategory(db: Db, over: Insert<typeof categories> = {}) {
  const paramName = over.paramName ?? next('category')
  const [row] = await db
    .insert(categories)
    .values({ paramName, name: `Category ${paramName}`, ...over })
    .returning()
  return row!
}

export async function insertTag(db: Db, over: Insert<typeof tags> = {}) {
  const slug = over.slug ?? next('tag')
  const [row] = await db
    .insert(tags)
    .values({ slug, name: `Tag ${slug}`, ...over })
    .returning()
  return row!
}

export type VariantInput = Insert<typeof variants> & { selectedOptions?: { name: string; value: string }[] }
export type ProductInput = Insert<typeof products> & {
  tagIds?: number[]
  files?: { url: string; fileType: 'image' | 'video' }[]
  options?: { name: string; values: string[] }[]
  variants?: VariantInput[]
}

/** Needs brandId and categoryId (make them with insertBrand/insertCategory). One variant by default. */
export async function insertProduct(db: Db, over: ProductInput & { brandId: number; categoryId: number }) {
  const { tagIds = [], files: fileList, options = [], variants: variantList, ...columns } = over
  const slug = columns.slug ?? next('product')
  const [product] = await db
    .insert(products)
    .values({
      slug,
      title: `Product ${slug}`,
      headline: `Headline of ${slug}`,
      price: 499,
      launchedOn: new Date('2025-01-01T00:00:00Z'),
      ...columns,
    })
    .returning()
  const p = product!
  if (tagIds.length) await db.insert(productTags).values(tagIds.map((tagId) => ({ productId: p.id, tagId })))
  const fileRows = fileList ?? [{ url: `/media/${slug}-1.webp`, fileType: 'image' as const }]
  if (fileRows.length) {
    await db.insert(files).values(fileRows.map((f, position) => ({ ...f, productId: p.id, position })))
  }
  if (options.length) {
    await db
      .insert(productOptions)
      .values(options.map((o, position) => ({ ...o, productId: p.id, position })))
  }
  const variantRows = variantList ?? [
    { price: p.price, selectedOptions: [{ name: 'Title', value: 'Default' }] },
  ]
  if (variantRows.length) {
    await db.insert(variants).values(
      variantRows.map((v, position) => ({
        price: p.price,
        selectedOptions: [],
        position,
        ...v,
        productId: p.id,
      })),
    )
  }
  return p
}

export async function insertGuide(db: Db, over: Insert<typeof guides> & { productIds?: number[] } = {}) {
  const { productIds = [], ...columns } = over
  const slug = columns.slug ?? next('guide')
  const [guide] = await db
    .insert(guides)
    .values({
      slug,
      paramName: slug,
      name: `Guide ${slug}`,
      headline: `Headline of ${slug}`,
      description: `About ${slug}`,
      curatorName: 'Asha Rao',
      imageUrl: `/media/${slug}.webp`,
      ...columns,
    })
    .returning()
  const g = guide!
  if (productIds.length) {
    await db
      .insert(guideProducts)
      .values(productIds.map((productId, position) => ({ guideId: g.id, productId, position })))
  }
  return g
}

export async function insertTape(db: Db, over: Insert<typeof tapes> & { productId: number }) {
  const [row] = await db
    .insert(tapes)
    .values({ url: `/media/tape-${++serial}.mp4`, thumbnailUrl: `/media/tape-${serial}.webp`, ...over })
    .returning()
  return row!
}

/** A brand and a category to hang products on. */
export async function insertCatalogueBasics(db: Db) {
  const brand = await insertBrand(db)
  const category = await insertCategory(db)
  return { brand, category }
}
