// Voters' copies of a stored answer (decision 0820): a viewer whose upvotes are among its products gets
// the copy made for viewers with those same upvotes, in brotli, compressed once; never another's, and
// never one made before a vote moved a count it shows.
import { brotliDecompressSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { build } from './support/build.ts'
import { insertCatalogueBasics, insertProduct } from './support/factories.ts'

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }
const URL = '/api/product?sort=launchedOn:desc&page=0&size=10'
type Card = { id: number; upvoteCount: number; isUpvoted: boolean }

async function shop() {
  const built = await build({ LISTING_PAGE_CACHE_MS: '60000' })
  const { brand, category } = await insertCatalogueBasics(built.db)
  const chai = await insertProduct(built.db, { brandId: brand.id, categoryId: category.id })
  const ghee = await insertProduct(built.db, { brandId: brand.id, categoryId: category.id })
  /** What a browser whose guest_upvotes are `votes` is sent: the flags and counts of both products. */
  const read = async (votes: number[]) => {
    const res = await built.app.inject({
      url: URL,
      headers: { ...BROWSER, ...(votes.length && { guest_upvotes: JSON.stringify(votes) }) },
    })
    expect(res.statusCode).toBe(200)
    const br = res.headers['content-encoding'] === 'br'
    const content = JSON.parse(br ? brotliDecompressSync(res.rawPayload).toString() : res.body)
      .content as Card[]
    const of = (id: number) => content.find((c) => c.id === id)!
    return {
      cache: res.headers['x-cache'],
      br,
      chai: [of(chai.id).isUpvoted, of(chai.id).upvoteCount],
      ghee: [of(ghee.id).isUpvoted, of(ghee.id).upvoteCount],
    }
  }
  return { ...built, chai, ghee, read }
}

test('each set of upvotes gets its own copy, again and again, and no one else gets it', async () => {
  const { chai, ghee, read } = await shop()
  await read([]) // read and stored
  for (let round = 0; round < 2; round++) {
    expect(await read([chai.id])).toEqual({ cache: 'HIT', br: true, chai: [true, 0], ghee: [false, 0] })
    expect(await read([ghee.id])).toEqual({ cache: 'HIT', br: true, chai: [false, 0], ghee: [true, 0] })
    expect(await read([chai.id, ghee.id])).toEqual({
      cache: 'HIT',
      br: true,
      chai: [true, 0],
      ghee: [true, 0],
    })
    // Upvotes of products the answer does not show change nothing: the copy for [chai] serves them.
    expect(await read([chai.id, 999_999])).toEqual({
      cache: 'HIT',
      br: true,
      chai: [true, 0],
      ghee: [false, 0],
    })
    expect(await read([])).toEqual({ cache: 'HIT', br: true, chai: [false, 0], ghee: [false, 0] })
  }
})

test('a copy made before a vote is not sent after it: the count moves in the next copy', async () => {
  const { app, chai, ghee, read } = await shop()
  await read([])
  expect(await read([chai.id])).toMatchObject({ chai: [true, 0], ghee: [false, 0] })
  const vote = await app.inject({ method: 'PUT', url: `/api/product/upvote/${ghee.id}` })
  expect(vote.statusCode).toBe(200)
  expect(await read([chai.id])).toEqual({ cache: 'HIT', br: true, chai: [true, 0], ghee: [false, 1] })
  expect(await read([chai.id, ghee.id])).toMatchObject({ chai: [true, 0], ghee: [true, 1] })
})
