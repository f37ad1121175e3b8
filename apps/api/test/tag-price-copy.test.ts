// Each product_tags row holds its product's price (migration 0026, decision 0833): a tag's pages by price
// are read from that copy, so it must follow every way a price or a tag row is written.
import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import type { Db } from '../src/db/client.ts'
import { productTags, products } from '../src/db/schema.ts'
import { summaryPageQuery } from '../src/repositories/summary-page-query.ts'
import { build } from './support/build.ts'
import { insertBrand, insertCategory, insertProduct, insertTag } from './support/factories.ts'

let db: Db
let brandId: number
let categoryId: number

beforeAll(async () => {
  ;({ db } = await build())
  brandId = (await insertBrand(db)).id
  categoryId = (await insertCategory(db)).id
})

const copiedPrices = async (productId: number) =>
  (
    await db
      .select({ price: productTags.price })
      .from(productTags)
      .where(eq(productTags.productId, productId))
  )
    .map((row) => row.price)
    .sort()

test('a tag row written without a price, or with a wrong one, holds its product’s', async () => {
  const [a, b] = await Promise.all([insertTag(db), insertTag(db)])
  const product = await insertProduct(db, { brandId, categoryId, price: 1299, tagIds: [a.id] })
  expect(await copiedPrices(product.id)).toEqual([1299])
  await db.insert(productTags).values({ productId: product.id, tagId: b.id, price: 1 })
  expect(await copiedPrices(product.id)).toEqual([1299, 1299])
  await db.update(productTags).set({ price: 5 }).where(eq(productTags.productId, product.id))
  expect(await copiedPrices(product.id)).toEqual([1299, 1299])
})

test('a new price reaches every tag row of its product, and no other product’s', async () => {
  const [a, b] = await Promise.all([insertTag(db), insertTag(db)])
  const changed = await insertProduct(db, { brandId, categoryId, price: 800, tagIds: [a.id, b.id] })
  const other = await insertProduct(db, { brandId, categoryId, price: 800, tagIds: [a.id] })
  await db.update(products).set({ price: 350 }).where(eq(products.id, changed.id))
  expect(await copiedPrices(changed.id)).toEqual([350, 350])
  expect(await copiedPrices(other.id)).toEqual([800])
})

test('a vote or a view leaves the copy alone, and a tag’s page by price follows a price change', async () => {
  const tag = await insertTag(db)
  const prices = [100, 200, 300, 400]
  const made = []
  for (const price of prices)
    made.push(await insertProduct(db, { brandId, categoryId, price, tagIds: [tag.id] }))
  await db
    .update(products)
    .set({ upvoteCount: sql`${products.upvoteCount} + 1`, viewCount: sql`${products.viewCount} + 1` })
    .where(eq(products.id, made[0]!.id))
  expect(await copiedPrices(made[0]!.id)).toEqual([100])
  const page = async () =>
    (await summaryPageQuery(db, { tagId: tag.id }, 'price:asc', { offset: 0, limit: 10 })).map((r) => r.id)
  expect(await page()).toEqual(made.map((p) => p.id))
  // The cheapest becomes the dearest.
  await db.update(products).set({ price: 999 }).where(eq(products.id, made[0]!.id))
  expect(await page()).toEqual([...made.slice(1), made[0]!].map((p) => p.id))
})
