// Guest votes (spec §4 first reading): a signed guest-id cookie makes each guest count once per
// product; downvotes never go below zero; isUpvoted for guests comes from the guest_upvotes header.
import { beforeAll, describe, expect, test } from 'vitest'
import { pageSchema } from '@haat/domain/catalog/page'
import { productSummarySchema, voteResultSchema } from '@haat/domain/catalog/product'
import { loadGuestSecret } from '../src/auth/guest-secret.ts'
import { build } from './support/build.ts'
import { insertCatalogueBasics, insertProduct } from './support/factories.ts'

let ctx: Awaited<ReturnType<typeof build>>
let productIds: number[] = []

async function catalogue(db: typeof ctx.db, n: number) {
  const { brand, category } = await insertCatalogueBasics(db)
  const ids: number[] = []
  for (let i = 0; i < n; i++)
    ids.push((await insertProduct(db, { brandId: brand.id, categoryId: category.id })).id)
  return ids
}

beforeAll(async () => {
  ctx = await build()
  productIds = await catalogue(ctx.db, 4)
})

type App = typeof ctx.app
const vote = (app: App, kind: 'upvote' | 'downvote', id: number | string, cookie?: string) =>
  app.inject({ method: 'PUT', url: `/api/product/${kind}/${id}`, headers: cookie ? { cookie } : {} })
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((c) => c.name === 'haat_guest')
  return c ? `haat_guest=${c.value}` : undefined
}

describe('guest upvotes', () => {
  test('the first vote issues an HttpOnly, SameSite=Lax guest cookie; repeating it counts once', async () => {
    const id = productIds[0]!
    const first = await vote(ctx.app, 'upvote', id)
    expect(first.statusCode).toBe(200)
    expect(voteResultSchema.parse(first.json())).toEqual({ productId: id, upvoteCount: 1, isUpvoted: true })
    const setCookie = String(first.headers['set-cookie'])
    expect(setCookie).toMatch(/haat_guest=/)
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    const cookie = cookieOf(first)!
    const again = await vote(ctx.app, 'upvote', id, cookie)
    expect(again.json()).toEqual({ productId: id, upvoteCount: 1, isUpvoted: true })
    expect(again.headers['set-cookie']).toBeUndefined()
    const otherGuest = await vote(ctx.app, 'upvote', id)
    expect(otherGuest.json()).toMatchObject({ upvoteCount: 2 })
  })

  test('a tampered cookie is not trusted: the vote counts as a new guest with a new cookie', async () => {
    const id = productIds[1]!
    const cookie = cookieOf(await vote(ctx.app, 'upvote', id))!
    const [name, value] = cookie.split('=') as [string, string]
    const forged = `${name}=${value.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`
    const res = await vote(ctx.app, 'upvote', id, forged)
    expect(res.json()).toMatchObject({ upvoteCount: 2 })
    expect(cookieOf(res)).not.toBe(cookie)
  })

  test('downvote takes the vote back once and never goes below zero', async () => {
    const id = productIds[2]!
    const cookie = cookieOf(await vote(ctx.app, 'upvote', id))!
    const down = await vote(ctx.app, 'downvote', id, cookie)
    expect(down.json()).toEqual({ productId: id, upvoteCount: 0, isUpvoted: false })
    expect((await vote(ctx.app, 'downvote', id, cookie)).json()).toMatchObject({ upvoteCount: 0 })
    expect((await vote(ctx.app, 'downvote', id)).json()).toMatchObject({ upvoteCount: 0, isUpvoted: false })
    expect((await vote(ctx.app, 'upvote', id, cookie)).json()).toMatchObject({ upvoteCount: 1 })
  })

  test('unknown product is a 404, a bad id a 400', async () => {
    const missing = await vote(ctx.app, 'upvote', 987654)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'not_found', message: "Product '987654' was not found" })
    expect((await vote(ctx.app, 'downvote', 987654)).statusCode).toBe(404)
    for (const bad of ['abc', '0', '-1']) {
      const res = await vote(ctx.app, 'upvote', bad)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        error: 'bad_request',
        message: expect.stringContaining('productId'),
      })
    }
  })
})

describe('isUpvoted for guests', () => {
  const listing = async (headers: Record<string, string>) => {
    const res = await ctx.app.inject({ url: '/api/product?size=100', headers })
    const page = pageSchema(productSummarySchema).parse(res.json())
    return page.content.filter((p) => p.isUpvoted).map((p) => p.id)
  }

  test('comes from the guest_upvotes header (a JSON list of product ids)', async () => {
    const [a, b] = productIds as [number, number]
    expect(await listing({})).toEqual([])
    expect((await listing({ guest_upvotes: JSON.stringify([b, a]) })).sort()).toEqual([a, b].sort())
    expect(await listing({ 'guest-upvotes': `[${a}]` })).toEqual([a])
    expect(await listing({ guest_upvotes: 'not json at all' })).toEqual([])
  })

  test('is set on the product page too', async () => {
    const id = productIds[3]!
    const res = await ctx.app.inject({
      url: `/api/product/search/${id}`,
      headers: { guest_upvotes: `[${id}]` },
    })
    expect(res.json()).toMatchObject({ id, isUpvoted: true })
  })
})

describe('limits and the sign-in reading', () => {
  test('guest votes are rate limited per client: 429 with retry-after and an error body', async () => {
    const { app, db } = await build({ GUEST_VOTE_RATE_LIMIT: '3' })
    const ids = await catalogue(db, 1)
    // The first vote has no cookie yet: it counts against the address, the rest against the cookie.
    const cookie = cookieOf(await vote(app, 'upvote', ids[0]!))!
    for (const kind of ['downvote', 'upvote', 'downvote'] as const) {
      expect((await vote(app, kind, ids[0]!, cookie)).statusCode).toBe(200)
    }
    const limited = await vote(app, 'upvote', ids[0]!, cookie)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json()).toEqual({
      error: 'too_many_requests',
      message: expect.stringMatching(/try again/),
    })
    // Another guest (own cookie) has its own allowance.
    expect((await vote(app, 'upvote', ids[0]!)).statusCode).toBe(200)
  })

  test('UPVOTE_REQUIRES_SIGN_IN=true: a guest vote is a 401', async () => {
    const { app, db } = await build({ UPVOTE_REQUIRES_SIGN_IN: 'true' })
    const [id] = await catalogue(db, 1)
    for (const kind of ['upvote', 'downvote'] as const) {
      const res = await vote(app, kind, id!)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) })
    }
  })

  test('votes still pass when the rate-limit store (Redis) is unreachable', async () => {
    const { app, db } = await build({ REDIS_URL: 'redis://127.0.0.1:1' })
    const [id] = await catalogue(db, 1)
    const res = await vote(app, 'upvote', id!)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ upvoteCount: 1 })
  })
})

describe('the guest-id key', () => {
  test('is generated once and kept in the database, so every instance signs alike', async () => {
    const first = await loadGuestSecret(ctx.db, {})
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(await loadGuestSecret(ctx.db, {})).toBe(first)
  })

  test('GUEST_ID_SECRET, when set, signs cookies that another instance with the same key accepts', async () => {
    const secret = 'k'.repeat(40)
    const a = await build({ GUEST_ID_SECRET: secret })
    const b = await build({ GUEST_ID_SECRET: secret })
    const [idA] = await catalogue(a.db, 1)
    const [idB] = await catalogue(b.db, 1)
    const cookie = cookieOf(await vote(a.app, 'upvote', idA!))!
    const onB = await vote(b.app, 'upvote', idB!, cookie)
    expect(onB.headers['set-cookie']).toBeUndefined()
    expect((await vote(b.app, 'upvote', idB!, cookie)).json()).toMatchObject({ upvoteCount: 1 })
  })
})
