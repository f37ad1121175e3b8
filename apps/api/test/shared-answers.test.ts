// Shared answers (decision 0410): an anonymous catalogue read is answered from the stored answer of its
// URL until the catalogue changes; shoppers with a token or guest upvotes always get their own.
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { products } from '../src/db/schema.ts'
import { build } from './support/build.ts'
import { insertBrand, insertCatalogueBasics, insertProduct } from './support/factories.ts'

async function shop() {
  const built = await build({ LISTING_PAGE_CACHE_MS: '60000', VIEW_COUNT_FLUSH_MS: '600000' })
  const { brand, category } = await insertCatalogueBasics(built.db)
  const product = await insertProduct(built.db, { brandId: brand.id, categoryId: category.id })
  // Changed behind the API's back: only a fresh read can see it.
  const setUpvotes = (n: number) =>
    built.db.update(products).set({ upvoteCount: n }).where(eq(products.id, product.id))
  const upvotesIn = async (url: string, headers: Record<string, string> = {}) => {
    const res = await built.app.inject({ url, headers })
    expect(res.statusCode).toBe(200)
    return { count: res.json().content[0].upvoteCount as number }
  }
  return { ...built, product, setUpvotes, upvotesIn }
}

test('an anonymous listing read is answered from the stored answer of its URL', async () => {
  const { setUpvotes, upvotesIn } = await shop()
  expect(await upvotesIn('/api/product?page=0&size=10')).toMatchObject({ count: 0 })
  await setUpvotes(9)
  expect((await upvotesIn('/api/product?page=0&size=10')).count).toBe(0) // the stored answer
  expect((await upvotesIn('/api/product?page=0&size=5')).count).toBe(9) // another URL: read now
})

test('a guest with upvotes, or a signed-in shopper, gets an answer of their own', async () => {
  const { app, product } = await shop()
  const card = async (headers: Record<string, string>) =>
    (await app.inject({ url: '/api/product', headers })).json().content[0]
  expect(await card({})).toMatchObject({ isUpvoted: false })
  expect(await card({ guest_upvotes: `[${product.id}]` })).toMatchObject({ isUpvoted: true })
  expect(await card({ 'guest-upvotes': `[${product.id}]` })).toMatchObject({ isUpvoted: true })
  expect(await card({ guest_upvotes: '[]' })).toMatchObject({ isUpvoted: false })
  // A token is checked, never answered from the shared store: a bad one is still refused.
  const badToken = await app.inject({ url: '/api/product', headers: { authorization: 'Bearer nope' } })
  expect(badToken.statusCode).toBe(401)
})

test('a vote empties the stored answers before its own answer leaves', async () => {
  const { app, product, upvotesIn } = await shop()
  expect((await upvotesIn('/api/product')).count).toBe(0)
  const vote = await app.inject({ method: 'PUT', url: `/api/product/upvote/${product.id}` })
  expect(vote.statusCode).toBe(200)
  expect((await upvotesIn('/api/product')).count).toBe(1)
})

test('a change announced by another instance empties them too', async () => {
  const { catalogEvents, setUpvotes, upvotesIn } = await shop()
  await upvotesIn('/api/product')
  await setUpvotes(3)
  catalogEvents.emit('changed', 'remote')
  expect((await upvotesIn('/api/product')).count).toBe(3)
})

test('an error is never stored', async () => {
  const { app, db, product } = await shop()
  const url = `/api/product/brand/${product.brandId + 1}`
  const missing = await app.inject(url)
  expect(missing.statusCode).toBe(404)
  expect(missing.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) })
  const brand = await insertBrand(db)
  expect(brand.id).toBe(product.brandId + 1)
  expect((await app.inject(url)).statusCode).toBe(200)
})

test('a product viewed from a stored page is counted', async () => {
  const { app, db, product, catalogEvents } = await shop()
  catalogEvents.emit('productViewed', product.id)
  catalogEvents.emit('productViewed', product.id)
  await app.close() // writes the views still buffered
  const [row] = await db.select({ n: products.viewCount }).from(products).where(eq(products.id, product.id))
  expect(row!.n).toBe(2)
})

test("a product's stored answer still counts each view and carries each viewer's isUpvoted", async () => {
  const { app, db, product } = await shop()
  const url = `/api/product/slug/${product.slug}`
  const read = async (headers: Record<string, string> = {}) => {
    const res = await app.inject({ url, headers })
    expect(res.statusCode).toBe(200)
    return { hit: res.headers['x-cache'] === 'HIT', isUpvoted: res.json()[0].isUpvoted as boolean }
  }
  expect(await read({ guest_upvotes: `[${product.id}]` })).toEqual({ hit: false, isUpvoted: true })
  expect(await read()).toEqual({ hit: true, isUpvoted: false })
  expect(await read({ guest_upvotes: `[${product.id}]` })).toEqual({ hit: true, isUpvoted: true })
  await app.close() // writes the buffered views
  const [row] = await db.select({ n: products.viewCount }).from(products).where(eq(products.id, product.id))
  expect(row!.n).toBe(3)
})
