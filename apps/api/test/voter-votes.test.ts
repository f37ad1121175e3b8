// A signed-in shopper's votes kept per shopper (services/voter-votes.ts, decision 0818): stored answers
// lay them over at the shopper's next read after their own vote, here and (with Redis) on another
// instance, after a guest-vote merge, and never for anyone else. Runs on PGlite, and on PostgreSQL with
// DATABASE_URL; the Redis half needs Redis at 127.0.0.1:6379 (or REDIS_URL).
import { beforeAll, describe, expect, test } from 'vitest'
import { createCatalogEvents } from '../src/events/catalog-events.ts'
import { votes } from '../src/db/schema.ts'
import { keepVoterVotes } from '../src/services/voter-votes.ts'
import { build } from './support/build.ts'
import { insertBrand, insertCategory, insertProduct } from './support/factories.ts'
import { bearer, startTestIssuer, type TestIssuer } from './support/oidc.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const CACHED = { LISTING_PAGE_CACHE_MS: '60000', LISTING_COUNT_CACHE_MS: '60000' }
const LISTING = '/api/product?page=0&size=10'
type Card = { id: number; isUpvoted: boolean }

/** The sets' own scope in these tests: a test's events go when the test ends. */
const scope = { addHook: () => undefined }
let issuer: TestIssuer
beforeAll(async () => {
  issuer = await startTestIssuer()
})

async function catalogue(db: Awaited<ReturnType<typeof build>>['db']) {
  const brand = await insertBrand(db)
  const category = await insertCategory(db)
  const chai = await insertProduct(db, { brandId: brand.id, categoryId: category.id })
  const ghee = await insertProduct(db, { brandId: brand.id, categoryId: category.id })
  return { chai, ghee }
}

test('kept votes follow the announcements of the shopper’s own votes, and no one else’s', async () => {
  const { db } = await build()
  const { chai, ghee } = await catalogue(db)
  const events = createCatalogEvents()
  const kept = keepVoterVotes(scope, db, events)
  const ids = [chai.id, ghee.id]
  expect([...(await kept.upvotedAmong('u:asha', ids))]).toEqual([])
  await db.insert(votes).values({ productId: chai.id, voterKey: 'u:asha' })
  // Written behind the store's back: the kept set is what is read (this is what saves the statement).
  expect([...(await kept.upvotedAmong('u:asha', ids))]).toEqual([])
  const move = {
    productId: chai.id,
    upvoteCount: 1,
    moved: 1 as const,
    scope: { categoryId: 0, subcategoryId: null, brandId: 0, tagIds: [] },
  }
  events.emit('counted', { ...move, voterKey: 'u:ravi' }, 'remote')
  expect([...(await kept.upvotedAmong('u:asha', ids))]).toEqual([])
  events.emit('counted', { ...move, voterKey: 'u:asha' }, 'remote')
  expect([...(await kept.upvotedAmong('u:asha', ids))]).toEqual([chai.id])
  await db.insert(votes).values({ productId: ghee.id, voterKey: 'u:asha' })
  events.emit('changed', 'remote') // a merge or a vote list rewrite: every kept set goes
  expect(new Set(await kept.upvotedAmong('u:asha', ids))).toEqual(new Set(ids))
})

test('a shopper with more votes than are kept is asked per answer', async () => {
  const { db } = await build()
  const { chai, ghee } = await catalogue(db)
  const kept = keepVoterVotes(scope, db, createCatalogEvents(), { mostVotes: 1 })
  await db.insert(votes).values([
    { productId: chai.id, voterKey: 'u:many' },
    { productId: ghee.id, voterKey: 'u:many' },
  ])
  expect([...(await kept.upvotedAmong('u:many', [ghee.id]))]).toEqual([ghee.id])
  await db.insert(votes).values({ productId: chai.id, voterKey: 'u:few' })
  expect([...(await kept.upvotedAmong('u:few', [chai.id, ghee.id]))]).toEqual([chai.id])
})

describe.each([
  { name: 'one instance', withRedis: false },
  { name: 'two instances through Redis', withRedis: true },
])('$name', ({ withRedis }) => {
  test('a signed-in vote shows at the shopper’s next read from a stored answer, on every instance', async () => {
    const env = { ...CACHED, ...issuer.env, ...(withRedis && { REDIS_URL }) }
    const one = await build(env)
    const other = withRedis ? await build(env, one) : one
    if (withRedis) await new Promise((resolve) => setTimeout(resolve, 300)) // both subscribed
    const { chai } = await catalogue(one.db)
    const asha = bearer(await issuer.token({ sub: 'asha-kept' }))
    const ravi = bearer(await issuer.token({ sub: 'ravi-kept' }))
    const mine = async (app: typeof one.app, headers: Record<string, string>) => {
      const res = await app.inject({ url: LISTING, headers })
      return {
        hit: res.headers['x-cache'],
        chai: (res.json().content as Card[]).find((c) => c.id === chai.id)!.isUpvoted,
      }
    }
    for (const app of [one.app, other.app]) await mine(app, asha) // stored, and asha's (no) votes kept
    const vote = await one.app.inject({ method: 'PUT', url: `/api/product/upvote/${chai.id}`, headers: asha })
    expect(vote.statusCode).toBe(200)
    expect(await mine(one.app, asha)).toEqual({ hit: 'HIT', chai: true })
    await expect.poll(() => mine(other.app, asha), { timeout: 2000 }).toEqual({ hit: 'HIT', chai: true })
    for (const app of [one.app, other.app]) expect(await mine(app, ravi)).toEqual({ hit: 'HIT', chai: false })
    const back = await other.app.inject({
      method: 'PUT',
      url: `/api/product/downvote/${chai.id}`,
      headers: asha,
    })
    expect(back.statusCode).toBe(200)
    expect(await mine(other.app, asha)).toEqual({ hit: 'HIT', chai: false })
    await expect.poll(() => mine(one.app, asha), { timeout: 2000 }).toEqual({ hit: 'HIT', chai: false })
    // A guest's votes merged at sign-in move many counts at once: the kept sets go everywhere.
    const merged = await other.app.inject({
      method: 'PUT',
      url: '/api/user/merge/upvotes',
      headers: asha,
      payload: [chai.id],
    })
    expect(merged.statusCode).toBe(200)
    for (const app of [one.app, other.app])
      await expect.poll(async () => (await mine(app, asha)).chai, { timeout: 2000 }).toBe(true)
  })
})
