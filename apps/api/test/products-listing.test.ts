import { beforeAll, describe, expect, test } from 'vitest'
import { pageSchema } from '@haat/domain/catalog/page'
import { productSummarySchema } from '@haat/domain/catalog/product'
import { build } from './support/build.ts'
import { insertBrand, insertCategory, insertProduct, insertTag } from './support/factories.ts'

const productPage = pageSchema(productSummarySchema)
let ctx: Awaited<ReturnType<typeof build>>

beforeAll(async () => {
  ctx = await build()
  const { db } = ctx
  const brand = await insertBrand(db, { slug: 'valley-farms', name: 'Valley Farms' })
  const other = await insertBrand(db, { slug: 'urban-loom' })
  const food = await insertCategory(db, { paramName: 'food-drink', name: 'Food & Drink' })
  const oils = await insertCategory(db, { paramName: 'oils', parentId: food.id })
  const apparel = await insertCategory(db, { paramName: 'apparel' })
  const tag = await insertTag(db, { slug: 'cold-pressed', name: 'Cold pressed' })
  await insertProduct(db, {
    slug: 'kashmiri-walnut-oil',
    title: 'Kashmiri Walnut Oil',
    brandId: brand.id,
    categoryId: food.id,
    subcategoryId: oils.id,
    price: 650,
    viewCount: 30,
    upvoteCount: 5,
    launchedOn: new Date('2025-03-01T00:00:00Z'),
    tagIds: [tag.id],
    offerType: 'PERCENT',
    offerValue: 20,
    offerCode: 'WALNUT20',
  })
  await insertProduct(db, {
    slug: 'masala-chai',
    title: 'Masala Chai Mix',
    brandId: brand.id,
    categoryId: food.id,
    price: 250,
    viewCount: 50,
    upvoteCount: 1,
    launchedOn: new Date('2025-01-01T00:00:00Z'),
  })
  await insertProduct(db, {
    slug: 'cotton-kurta',
    title: 'Cotton Kurta',
    brandId: other.id,
    categoryId: apparel.id,
    price: 1200,
    viewCount: 10,
    upvoteCount: 9,
    launchedOn: new Date('2025-05-01T00:00:00Z'),
  })
})

const slugsOf = (body: unknown) => productPage.parse(body).content.map((p) => p.slug)

describe('GET /api/product', () => {
  test('answers a page of product summaries, trending first by default', async () => {
    const res = await ctx.app.inject('/api/product')
    expect(res.statusCode).toBe(200)
    const page = productPage.parse(res.json())
    expect(page.content.map((p) => p.slug)).toEqual(['masala-chai', 'kashmiri-walnut-oil', 'cotton-kurta'])
    expect(page).toMatchObject({ pageNumber: 0, totalPages: 1, last: true, totalElements: 3 })
    const walnut = page.content[1]!
    expect(walnut.price).toEqual({ amount: 650, symbol: '₹' })
    expect(walnut.offer).toEqual({ type: 'PERCENT', value: 20, symbol: '%', code: 'WALNUT20' })
    expect(walnut.tags).toEqual([{ id: expect.any(Number), name: 'Cold pressed', slug: 'cold-pressed' }])
    expect(walnut.brand).toMatchObject({
      brandName: 'Valley Farms',
      brandSlug: 'valley-farms',
      salesChannel: 'HAAT',
    })
    expect(walnut.isUpvoted).toBe(false)
    expect(walnut.variantCount).toBe(1)
  })
})
