// Production settings the other tests turn off: listing totals and pages cached (decisions 0148, 0401;
// moved by votes, 0640) and product views buffered until the next flush or shutdown (decision 0145).
import { eq } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import { pageSchema } from '@haat/domain/catalog/page'
import { productSummarySchema } from '@haat/domain/catalog/product'
import { products } from '../src/db/schema.ts'
import { build } from './support/build.ts'
import { insertCatalogueBasics, insertProduct, insertTag } from './support/factories.ts'

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

test('a vote moves the cached cards and upvote totals: the next listing read shows it', async () => {
  const { app, db } = await build({ LISTING_PAGE_CACHE_MS: '60000', LISTING_COUNT_CACHE_MS: '60000' })
  const { brand, category } = await insertCatalogueBasics(db)
  const product = await insertProduct(db, { brandId: brand.id, categoryId: category.id, upvoteCount: 5 })
  const page = async (headers: Record<string, string> = {}) =>
    pageSchema(productSummarySchema).parse((await app.inject({ url: '/api/product', headers })).json())
  expect(await page()).toMatchObject({ totalUpvotes: 5, content: [{ upvoteCount: 5, isUpvoted: false }] })
  // Changed behind the API's back: the cached page and total are still served.
  await db.update(products).set({ viewCount: 99 }).where(eq(products.id, product.id))
  expect((await page()).content[0]).toMatchObject({ viewCount: 0 })

  const vote = await app.inject({ method: 'PUT', url: `/api/product/upvote/${product.id}` })
  expect(vote.json()).toMatchObject({ upvoteCount: 6 })
  // Each viewer still gets their own isUpvoted on the shared cards; the page was not read again.
  expect(await page({ guest_upvotes: `[${product.id}]` })).toMatchObject({
    totalUpvotes: 6,
    content: [{ upvoteCount: 6, isUpvoted: true, viewCount: 0 }],
  })
  expect((await page()).content[0]).toMatchObject({ upvoteCount: 6, isUpvoted: false })

  const cookie = String(vote.headers['set-cookie']).split(';')[0]!
  const back = await app.inject({
    method: 'PUT',
    url: `/api/product/downvote/${product.id}`,
    headers: { cookie },
  })
  expect(back.json()).toMatchObject({ upvoteCount: 5 })
  expect(await page()).toMatchObject({ totalUpvotes: 5, content: [{ upvoteCount: 5 }] })
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

test('an uncached listing is one statement for its page and one for both totals; names and totals once known cost none', async () => {
  const { app, db } = await build({ LISTING_COUNT_CACHE_MS: '60000' })
  const { brand, category } = await insertCatalogueBasics(db)
  for (let i = 0; i < 3; i++) await insertProduct(db, { brandId: brand.id, categoryId: category.id })
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
  const statements = vi.spyOn(client, 'query')
  const read = async (url: string) => {
    statements.mockClear()
    const res = await app.inject(url)
    expect(res.statusCode).toBe(200)
    return statements.mock.calls.length
  }
  expect(await read('/api/product?page=0&size=2')).toBe(2) // the page, and products + upvotes counted together
  expect(await read('/api/product?page=1&size=2')).toBe(1) // same filter: its totals are known
  // Another filter: its category found by name, then its page and its totals; then only pages.
  expect(await read(`/api/product?category=${category.paramName}&page=0&size=2`)).toBe(3)
  expect(await read(`/api/product/category/${category.paramName}?page=1&size=2`)).toBe(1)
  statements.mockRestore()
})

test('a name once looked up is forgotten when the catalogue changes', async () => {
  const { app, db, catalogEvents } = await build({ LISTING_COUNT_CACHE_MS: '60000' })
  const status = async (url: string) => (await app.inject(url)).statusCode
  expect(await status('/api/product/tags/monsoon')).toBe(404)
  await insertTag(db, { slug: 'monsoon', name: 'Monsoon' })
  expect(await status('/api/product/tags/monsoon')).toBe(404) // within the names' lifetime
  catalogEvents.emit('changed', 'local') // what an admin write (or another instance, through Redis) sends
  expect(await status('/api/product/tags/monsoon')).toBe(200)
})
