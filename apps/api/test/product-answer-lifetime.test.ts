// Decision 0835: a product's stored answer (GET /api/product/slug/{slug}) lives as long as its page,
// PRODUCT_PAGE_CACHE_MS, not the listings' LISTING_PAGE_CACHE_MS. Nothing on it waits for that time: a
// vote's count is laid over it however long after the vote it is read, and a catalogue change empties it.
import { afterEach, expect, test, vi } from 'vitest'
import { build } from './support/build.ts'
import { insertCatalogueBasics, insertProduct } from './support/factories.ts'

afterEach(() => {
  vi.useRealTimers()
})

async function shop(listingMs: number) {
  const built = await build({
    LISTING_PAGE_CACHE_MS: String(listingMs),
    PRODUCT_PAGE_CACHE_MS: '600000',
    VIEW_COUNT_FLUSH_MS: '600000',
  })
  const { brand, category } = await insertCatalogueBasics(built.db)
  const product = await insertProduct(built.db, {
    brandId: brand.id,
    categoryId: category.id,
    upvoteCount: 4,
  })
  const read = async (url: string) => {
    const res = await built.app.inject({ url })
    expect(res.statusCode).toBe(200)
    const body = res.json() as { upvoteCount: number }[] | { content: { upvoteCount: number }[] }
    const first = Array.isArray(body) ? body[0]! : body.content[0]!
    return { hit: res.headers['x-cache'] === 'HIT', count: first.upvoteCount }
  }
  return { ...built, product, read, productUrl: `/api/product/slug/${product.slug}` }
}

test("past the listings' time a product's answer is still its stored copy, while a listing is read anew", async () => {
  const { read, productUrl } = await shop(300)
  const listing = '/api/product?page=0&size=10'
  expect(await read(productUrl)).toEqual({ hit: false, count: 4 })
  expect(await read(listing)).toEqual({ hit: false, count: 4 })
  await new Promise((resolve) => setTimeout(resolve, 320))
  expect((await read(listing)).hit).toBe(false) // past its 300 ms: read anew
  expect(await read(productUrl)).toEqual({ hit: true, count: 4 })
})

test("a vote's count reaches the product's copy however long after the vote it is read", async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const { app, catalogEvents, read, product, productUrl } = await shop(1000)
  expect(await read(productUrl)).toEqual({ hit: false, count: 4 })
  const vote = await app.inject({ method: 'PUT', url: `/api/product/upvote/${product.id}` })
  expect(vote.json()).toMatchObject({ upvoteCount: 5 })
  // A minute on: long past the listings' copies (twice 1 s) and the counts kept for them, well within
  // the product copy's ten minutes.
  vi.setSystemTime(Date.now() + 60_000)
  expect(await read(productUrl)).toEqual({ hit: true, count: 5 })
  catalogEvents.emit('changed', 'remote')
  expect((await read(productUrl)).hit).toBe(false)
})
