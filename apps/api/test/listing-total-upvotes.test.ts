// The listing header shows total votes (spec §2): every product page answer sums the matching upvotes.
import { beforeAll, expect, test } from 'vitest'
import { pageSchema } from '@haat/domain/catalog/page'
import { productSummarySchema } from '@haat/domain/catalog/product'
import { build } from './support/build.ts'
import { insertBrand, insertCategory, insertProduct, insertTag } from './support/factories.ts'

const productPage = pageSchema(productSummarySchema)
let ctx: Awaited<ReturnType<typeof build>>

beforeAll(async () => {
  ctx = await build()
  const { db } = ctx
  const brand = await insertBrand(db, { slug: 'votes-brand' })
  const teas = await insertCategory(db, { paramName: 'votes-teas' })
  const oils = await insertCategory(db, { paramName: 'votes-oils' })
  const tag = await insertTag(db, { slug: 'votes-tag' })
  await insertProduct(db, { brandId: brand.id, categoryId: teas.id, upvoteCount: 12, tagIds: [tag.id] })
  await insertProduct(db, { brandId: brand.id, categoryId: teas.id, upvoteCount: 30 })
  await insertProduct(db, { brandId: brand.id, categoryId: oils.id, upvoteCount: 5, tagIds: [tag.id] })
})

async function page(url: string) {
  const res = await ctx.app.inject({ url })
  expect(res.statusCode).toBe(200)
  return productPage.parse(res.json())
}

test('totalUpvotes sums the votes of every matching product, not only the page', async () => {
  const first = await page('/api/product?size=1&category=votes-teas')
  expect(first.content).toHaveLength(1)
  expect(first.totalElements).toBe(2)
  expect(first.totalUpvotes).toBe(42)
})

test('totalUpvotes follows the filter (tag page, whole catalogue, nothing matching)', async () => {
  expect((await page('/api/product/tags/votes-tag')).totalUpvotes).toBe(17)
  expect((await page('/api/product')).totalUpvotes).toBe(47)
  expect((await page('/api/product?category=no-such-category')).totalUpvotes).toBe(0)
})
