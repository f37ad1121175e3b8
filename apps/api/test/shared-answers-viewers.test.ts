// Shared answers with viewers who voted (decision 0640): the stored copy of a catalogue read serves
// guests, guests with upvotes and signed-in shoppers alike, and one viewer's isUpvoted never reaches
// another; a vote moves the product's count and the totals of the listings (and searches) that list it
// at once, here and (with Redis) on another instance over the same database. Runs on PGlite, and on
// PostgreSQL with DATABASE_URL; the Redis half needs Redis at 127.0.0.1:6379 (or REDIS_URL).
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from './support/build.ts'
import { insertBrand, insertCategory, insertProduct, insertTag } from './support/factories.ts'
import { bearer, startTestIssuer, type TestIssuer } from './support/oidc.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const CACHED = { LISTING_PAGE_CACHE_MS: '60000', LISTING_COUNT_CACHE_MS: '60000' }
type Card = { id: number; upvoteCount: number; isUpvoted: boolean }
type Listing = { content: Card[]; totalUpvotes: number }

let issuer: TestIssuer
beforeAll(async () => {
  issuer = await startTestIssuer()
})

/** One instance, or two over one database that hear each other through Redis. */
async function store(withRedis: boolean) {
  const env = { ...CACHED, ...issuer.env, ...(withRedis && { REDIS_URL }) }
  const one = await build(env)
  const other = withRedis ? await build(env, one) : one
  if (withRedis) await new Promise((resolve) => setTimeout(resolve, 300)) // both subscribed
  const brand = await insertBrand(one.db)
  const teas = await insertCategory(one.db)
  const oils = await insertCategory(one.db)
  const tag = await insertTag(one.db)
  const chai = await insertProduct(one.db, {
    title: 'Masala chai',
    brandId: brand.id,
    categoryId: teas.id,
    upvoteCount: 4,
    tagIds: [tag.id],
  })
  const oil = await insertProduct(one.db, {
    title: 'Coconut oil',
    brandId: brand.id,
    categoryId: oils.id,
    upvoteCount: 10,
  })
  const urls = {
    all: '/api/product?page=0&size=10',
    teas: `/api/product/category/${teas.paramName}`,
    oils: `/api/product/category/${oils.paramName}`,
    tag: `/api/product/tags/${tag.slug}`,
    brandPage: `/api/brand/product/slug/${brand.slug}`,
    chaiSearch: '/api/product?search=chai',
  }
  async function read(app: typeof one.app, url: string, headers: Record<string, string> = {}) {
    const res = await app.inject({ url, headers })
    expect(res.statusCode).toBe(200)
    const body = res.json() as Listing | { products: Listing }
    return { listing: 'products' in body ? body.products : body, hit: res.headers['x-cache'] === 'HIT' }
  }
  const card = (listing: Listing, id: number) => listing.content.find((c) => c.id === id)!
  return { one, other, chai, oil, urls, read, card }
}

describe.each([
  { name: 'one instance', withRedis: false },
  { name: 'two instances through Redis', withRedis: true },
])('$name', ({ withRedis }) => {
  test("a voter's isUpvoted is never sent to a guest or another shopper", async () => {
    const { one, other, chai, urls, read, card } = await store(withRedis)
    const asha = bearer(await issuer.token({ sub: 'asha-leak' }))
    const ravi = bearer(await issuer.token({ sub: 'ravi-leak' }))
    expect(
      (await one.app.inject({ method: 'PUT', url: `/api/product/upvote/${chai.id}`, headers: asha }))
        .statusCode,
    ).toBe(200)
    for (const url of Object.values(urls).filter((u) => u !== urls.oils)) {
      // The voters read first: the copy each store keeps comes from a voter's own answer.
      for (const app of [one.app, other.app]) {
        expect(
          card((await read(app, url, { guest_upvotes: `[${chai.id}]` })).listing, chai.id).isUpvoted,
        ).toBe(true)
        expect(card((await read(app, url, asha)).listing, chai.id).isUpvoted).toBe(true)
        const guest = await read(app, url)
        expect(guest.hit).toBe(true)
        expect(guest.listing.content.every((c) => !c.isUpvoted)).toBe(true)
        const someoneElse = await read(app, url, ravi)
        expect(someoneElse.hit).toBe(true)
        expect(card(someoneElse.listing, chai.id).isUpvoted).toBe(false)
        const again = await read(app, url, asha)
        expect(again.hit).toBe(true)
        expect(card(again.listing, chai.id).isUpvoted).toBe(true)
      }
    }
  })

  test('a vote moves its product count and the totals that list it at once, on every instance', async () => {
    const { one, other, chai, oil, urls, read, card } = await store(withRedis)
    const coconut = '/api/product?search=coconut'
    for (const app of [one.app, other.app])
      for (const url of [...Object.values(urls), coconut]) await read(app, url)
    const vote = await one.app.inject({ method: 'PUT', url: `/api/product/upvote/${chai.id}` })
    expect(vote.json()).toMatchObject({ upvoteCount: 5, isUpvoted: true })
    const voter = { guest_upvotes: `[${chai.id}]` }
    const seen = async (app: typeof one.app, url: string, headers: Record<string, string> = {}) => {
      const { listing, hit } = await read(app, url, headers)
      return {
        hit,
        total: listing.totalUpvotes,
        chai: card(listing, chai.id)?.upvoteCount,
        mine: card(listing, chai.id)?.isUpvoted,
      }
    }
    // The voter, on the instance that took the vote: the next read, still from the stored copy.
    expect(await seen(one.app, urls.all, voter)).toEqual({ hit: true, total: 15, chai: 5, mine: true })
    for (const app of [one.app, other.app]) {
      await expect
        .poll(() => seen(app, urls.all), { timeout: 3000 })
        .toEqual({ hit: true, total: 15, chai: 5, mine: false })
      expect(await seen(app, urls.teas)).toEqual({ hit: true, total: 5, chai: 5, mine: false })
      expect(await seen(app, urls.tag)).toEqual({ hit: true, total: 5, chai: 5, mine: false })
      expect(await seen(app, urls.brandPage)).toEqual({ hit: true, total: 15, chai: 5, mine: false })
      // A search moves once the database says the product matches it (decision 0834).
      expect(await seen(app, urls.chaiSearch)).toEqual({ hit: true, total: 5, chai: 5, mine: false })
      // A listing or a search without the product keeps its total, and its stored copy.
      for (const url of [urls.oils, coconut]) {
        const without = await read(app, url)
        expect(without.hit, url).toBe(true)
        expect([without.listing.totalUpvotes, card(without.listing, oil.id).upvoteCount]).toEqual([10, 10])
      }
    }
    const cookie = String(vote.headers['set-cookie']).split(';')[0]!
    const back = await one.app.inject({
      method: 'PUT',
      url: `/api/product/downvote/${chai.id}`,
      headers: { cookie },
    })
    expect(back.json()).toMatchObject({ upvoteCount: 4, isUpvoted: false })
    // A repeated downvote moves nothing.
    await one.app.inject({ method: 'PUT', url: `/api/product/downvote/${chai.id}`, headers: { cookie } })
    for (const app of [one.app, other.app]) {
      await expect
        .poll(() => seen(app, urls.all), { timeout: 3000 })
        .toEqual({ hit: true, total: 14, chai: 4, mine: false })
      expect(await seen(app, urls.teas)).toEqual({ hit: true, total: 4, chai: 4, mine: false })
      expect(await seen(app, urls.chaiSearch)).toEqual({ hit: true, total: 4, chai: 4, mine: false })
    }
  })
})
