// A stored answer for viewers with nothing to lay over is sent as its brotli copy, compressed once
// (decision 0805): the copy is the answer, follows each vote (the count moves in the next copy), and a
// viewer whose own vote is among its products still gets their own isUpvoted, never the shared bytes.
import { brotliDecompressSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { build } from './support/build.ts'
import { insertCatalogueBasics, insertProduct } from './support/factories.ts'

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const URL = '/api/product?page=0&size=10'

async function shop() {
  const built = await build({ LISTING_PAGE_CACHE_MS: '60000' })
  const { brand, category } = await insertCatalogueBasics(built.db)
  const product = await insertProduct(built.db, { brandId: brand.id, categoryId: category.id })
  const read = async (headers: Record<string, string> = BROWSER) => {
    const res = await built.app.inject({ url: URL, headers })
    expect(res.statusCode).toBe(200)
    const br = res.headers['content-encoding'] === 'br'
    const text = br ? brotliDecompressSync(res.rawPayload).toString() : res.body
    return { br, cache: res.headers['x-cache'], card: JSON.parse(text).content[0] }
  }
  return { ...built, product, read }
}

test('a stored answer goes to a browser as its brotli copy, the same answer', async () => {
  const { read } = await shop()
  const first = await read() // read and stored: compressed later, by the web server's compression
  expect(first).toMatchObject({ cache: undefined, br: false })
  const hit = await read()
  expect(hit).toMatchObject({ cache: 'HIT', br: true })
  expect(hit.card).toEqual(first.card)
  expect(await read({})).toMatchObject({ cache: 'HIT', br: false, card: first.card }) // no br asked
})

test('after a vote the next copy carries the new count; the voter gets their own isUpvoted', async () => {
  const { app, product, read } = await shop()
  await read()
  expect((await read()).card).toMatchObject({ upvoteCount: 0, isUpvoted: false })
  const vote = await app.inject({
    method: 'PUT',
    url: `/api/product/upvote/${product.id}`,
    headers: { 'x-forwarded-for': '203.0.113.9' },
  })
  expect(vote.statusCode).toBe(200)
  expect(await read()).toMatchObject({ br: true, card: { upvoteCount: 1, isUpvoted: false } })
  const voter = await read({ ...BROWSER, guest_upvotes: `[${product.id}]` })
  // Their own copy in brotli (decision 0820), not the shared bytes: their isUpvoted is in it.
  expect(voter).toMatchObject({ cache: 'HIT', br: true, card: { upvoteCount: 1, isUpvoted: true } })
})

test('without brotli a stored answer is sent as its UTF-8 bytes: the same bytes, text beyond ASCII intact', async () => {
  const built = await build({ LISTING_PAGE_CACHE_MS: '60000' })
  const { brand, category } = await insertCatalogueBasics(built.db)
  const title = 'केसर बादाम — ₹ में सबसे अच्छा'
  const product = await insertProduct(built.db, { brandId: brand.id, categoryId: category.id, title })
  const first = await built.app.inject({ url: URL })
  const hit = await built.app.inject({ url: URL })
  expect(hit.headers['x-cache']).toBe('HIT')
  expect(hit.rawPayload.equals(first.rawPayload)).toBe(true)
  expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.length)
  expect(JSON.parse(hit.body).content[0]).toMatchObject({ title, upvoteCount: 0 })
  // A vote rebases the stored bytes: the next plain answer carries the count, the title still intact.
  const vote = await built.app.inject({ method: 'PUT', url: `/api/product/upvote/${product.id}` })
  expect(vote.statusCode).toBe(200)
  const after = await built.app.inject({ url: URL })
  expect(after.headers['x-cache']).toBe('HIT')
  expect(JSON.parse(after.body).content[0]).toMatchObject({ title, upvoteCount: 1, isUpvoted: false })
  expect(Number(after.headers['content-length'])).toBe(after.rawPayload.length)
})
