// Production settings the other tests turn off: listing totals cached per filter (decision 0148) and
// product views buffered until the next flush or shutdown (decision 0145).
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { pageSchema } from '@haat/domain/catalog/page'
import { productSummarySchema } from '@haat/domain/catalog/product'
import { products } from '../src/db/schema.ts'
import { build } from './support/build.ts'
import { insertCatalogueBasics, insertProduct } from './support/factories.ts'

const total = async (app: Awaited<ReturnType<typeof build>>['app'], query = '') =>
  pageSchema(productSummarySchema).parse((await app.inject(`/api/product${query}`)).json()).totalElements

test('listing totals are reused per filter while cached', async () => {
  const { app, db } = await build({ LISTING_COUNT_CACHE_MS: '60000' })
  const { brand, category } = await insertCatalogueBasics(db)
  const add = () => insertProduct(db, { brandId: brand.id, categoryId: category.id })
  await add()
  expect(await total(app)).toBe(1)
  await add()
  expect(await total(app)).toBe(1) // same filter: the cached total
  expect(await total(app, `?category=${category.paramName}`)).toBe(2) // another filter: counted now
  const page = pageSchema(productSummarySchema).parse((await app.inject('/api/product')).json())
  expect(page.content).toHaveLength(2) // the page itself is always fresh
})

test('cached listing cards still carry each viewer’s own isUpvoted', async () => {
  const { app, db } = await build({ LISTING_PAGE_CACHE_MS: '60000' })
  const { brand, category } = await insertCatalogueBasics(db)
  const product = await insertProduct(db, { brandId: brand.id, categoryId: category.id })
  const card = async (headers: Record<string, string>) =>
    pageSchema(productSummarySchema).parse((await app.inject({ url: '/api/product', headers })).json())
      .content[0]!
  expect(await card({})).toMatchObject({ upvoteCount: 0, isUpvoted: false })
  await app.inject({ method: 'PUT', url: `/api/product/upvote/${product.id}` })
  // The cards are reused (count not yet 1) but isUpvoted is worked out for this request.
  expect(await card({ guest_upvotes: `[${product.id}]` })).toMatchObject({ upvoteCount: 0, isUpvoted: true })
  expect(await card({})).toMatchObject({ isUpvoted: false })
})

test('views still buffered at shutdown are written', async () => {
  const { app, db } = await build({ VIEW_COUNT_FLUSH_MS: '600000' })
  const { brand, category } = await insertCatalogueBasics(db)
  const product = await insertProduct(db, { brandId: brand.id, categoryId: category.id, viewCount: 7 })
  for (let i = 0; i < 3; i++)
    expect((await app.inject(`/api/product/slug/${product.slug}`)).statusCode).toBe(200)
  const views = async () =>
    (await db.select({ n: products.viewCount }).from(products).where(eq(products.id, product.id)))[0]!.n
  expect(await views()).toBe(7)
  await app.close()
  expect(await views()).toBe(10)
})
