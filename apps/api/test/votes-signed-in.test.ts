// Signed-in shoppers (bearer JWT from the login provider): verified against its JWKS, upserted into
// users, voting as themselves; bad tokens are 401s. My Votes, GET/PUT /api/user/{id}, merging guest votes.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { pageSchema } from '@haat/domain/catalog/page'
import { mergeUpvotesResultSchema, productSummarySchema } from '@haat/domain/catalog/product'
import { userVotesSchema } from '@haat/domain/catalog/entities'
import { NO_GUEST_UPVOTES_TO_MERGE } from '@haat/domain/constants/messages'
import { users, votes } from '../src/db/schema.ts'
import { build } from './support/build.ts'
import { insertCatalogueBasics, insertProduct } from './support/factories.ts'
import { bearer, startTestIssuer, type TestIssuer } from './support/oidc.ts'

let ctx: Awaited<ReturnType<typeof build>>
let issuer: TestIssuer
const ids: number[] = []

beforeAll(async () => {
  issuer = await startTestIssuer()
  ctx = await build(issuer.env)
  const { brand, category } = await insertCatalogueBasics(ctx.db)
  for (let i = 0; i < 6; i++)
    ids.push((await insertProduct(ctx.db, { brandId: brand.id, categoryId: category.id })).id)
})

const put = (url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url,
    headers,
    ...(payload !== undefined && { payload: payload as object }),
  })
const userToken = (sub: string, extra: Record<string, string> = {}) => issuer.token({ sub, ...extra })

describe('bearer tokens', () => {
  test('a valid token votes as the user, once, and upserts the user', async () => {
    const token = await userToken('asha', { email: 'asha@example.in', name: 'Asha' })
    const first = await put(`/api/product/upvote/${ids[0]}`, bearer(token))
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ productId: ids[0], upvoteCount: 1, isUpvoted: true })
    expect(first.headers['set-cookie']).toBeUndefined()
    expect((await put(`/api/product/upvote/${ids[0]}`, bearer(token))).json()).toMatchObject({
      upvoteCount: 1,
    })
    const [user] = await ctx.db.select().from(users).where(eq(users.id, 'asha'))
    expect(user).toMatchObject({ id: 'asha', email: 'asha@example.in', name: 'Asha', issuer: issuer.issuer })
    const rows = await ctx.db.select().from(votes).where(eq(votes.productId, ids[0]!))
    expect(rows).toEqual([expect.objectContaining({ voterKey: 'u:asha', userId: 'asha' })])
  })

  test('isUpvoted comes from the bearer user’s votes', async () => {
    const token = await userToken('bharat')
    await put(`/api/product/upvote/${ids[1]}`, bearer(token))
    const res = await ctx.app.inject({ url: '/api/product?size=50', headers: bearer(token) })
    const upvoted = pageSchema(productSummarySchema)
      .parse(res.json())
      .content.filter((p) => p.isUpvoted)
      .map((p) => p.id)
    expect(upvoted).toEqual([ids[1]])
    const page = await ctx.app.inject({ url: `/api/product/search/${ids[1]}`, headers: bearer(token) })
    expect(page.json()).toMatchObject({ isUpvoted: true })
  })

  test('downvote by the user', async () => {
    const token = await userToken('chitra')
    await put(`/api/product/upvote/${ids[2]}`, bearer(token))
    const down = await put(`/api/product/downvote/${ids[2]}`, bearer(token))
    expect(down.json()).toEqual({ productId: ids[2], upvoteCount: 0, isUpvoted: false })
  })

  test.each([
    ['expired', () => issuer.token({ sub: 'x' }, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ['wrong audience', () => issuer.token({ sub: 'x' }, { audience: 'someone-else' })],
    ['wrong issuer', () => issuer.token({ sub: 'x' }, { issuer: 'https://evil.example/oidc' })],
    ['signed by another key', () => issuer.token({ sub: 'x' }, { foreignKey: true })],
    [
      'tampered payload',
      async () => {
        const [h, p, s] = (await issuer.token({ sub: 'x' })).split('.') as [string, string, string]
        const claims = JSON.parse(Buffer.from(p, 'base64url').toString())
        return [h, Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url'), s].join(
          '.',
        )
      },
    ],
    ['not a JWT', async () => 'abc.def'],
  ])('%s token → 401, on reads as well as votes', async (_name, make) => {
    const token = await make()
    for (const res of [
      await put(`/api/product/upvote/${ids[3]}`, bearer(token)),
      await ctx.app.inject({ url: '/api/product', headers: bearer(token) }),
    ]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) })
    }
  })

  test('a malformed Authorization header is a 401', async () => {
    const res = await ctx.app.inject({
      url: '/api/product',
      headers: { authorization: 'Basic dXNlcjpwdw==' },
    })
    expect(res.statusCode).toBe(401)
  })

  test("when the provider's keys cannot be fetched the answer is a 503, not a 500", async () => {
    const { app } = await build({ OIDC_ISSUER: 'http://127.0.0.1:9/oidc' })
    const token = await issuer.token({ sub: 'asha' }, { issuer: 'http://127.0.0.1:9/oidc' })
    const res = await app.inject({ url: '/api/product', headers: bearer(token) })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ error: 'unavailable', message: expect.any(String) })
  })
})

describe('My Votes and the user calls', () => {
  test('GET /api/product/upvoted pages the user’s upvoted products, newest vote first; guests get 401', async () => {
    const token = await userToken('devika')
    for (const id of [ids[3], ids[4], ids[5]]) await put(`/api/product/upvote/${id}`, bearer(token))
    const res = await ctx.app.inject({ url: '/api/product/upvoted?size=2', headers: bearer(token) })
    const page = pageSchema(productSummarySchema).parse(res.json())
    expect(page.content.map((p) => p.id)).toEqual([ids[5], ids[4]])
    expect(page.content.every((p) => p.isUpvoted)).toBe(true)
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, last: false })
    expect((await ctx.app.inject('/api/product/upvoted')).statusCode).toBe(401)
  })

  test('GET /api/user/{id} answers the user and their votes, only to themselves', async () => {
    const token = await userToken('esha', { email: 'esha@example.in' })
    await put(`/api/product/upvote/${ids[0]}`, bearer(token))
    const res = await ctx.app.inject({ url: '/api/user/esha', headers: bearer(token) })
    expect(userVotesSchema.parse(res.json())).toEqual({
      id: 'esha',
      name: null,
      email: 'esha@example.in',
      upvotedProductIds: [ids[0]],
    })
    expect((await ctx.app.inject({ url: '/api/user/asha', headers: bearer(token) })).statusCode).toBe(403)
    expect((await ctx.app.inject('/api/user/esha')).statusCode).toBe(401)
  })

  test('PUT /api/user/{id} adds the listed votes (idempotent) and skips unknown products', async () => {
    const token = await userToken('farhan')
    const body = { upvotedProductIds: [ids[1], ids[2], 999999] }
    const first = await put('/api/user/farhan', bearer(token), body)
    expect(first.statusCode).toBe(200)
    expect(userVotesSchema.parse(first.json()).upvotedProductIds.sort()).toEqual([ids[1], ids[2]].sort())
    const again = await put('/api/user/farhan', bearer(token), body)
    expect(userVotesSchema.parse(again.json()).upvotedProductIds).toHaveLength(2)
    expect((await put('/api/user/someone', bearer(token), body)).statusCode).toBe(403)
    expect((await put('/api/user/farhan', bearer(token), { upvotedProductIds: ['x'] })).statusCode).toBe(400)
  })
})

describe('PUT /api/user/merge/upvotes', () => {
  test('merges the guest list (body) and the guest cookie’s votes into the account, counting once', async () => {
    const guest = await put(`/api/product/upvote/${ids[4]}`)
    const cookie = `haat_guest=${guest.cookies.find((c) => c.name === 'haat_guest')!.value}`
    const before = (await put(`/api/product/downvote/${ids[4]}`, {}, undefined)).json().upvoteCount
    const token = await userToken('gauri')
    const res = await put('/api/user/merge/upvotes', { ...bearer(token), cookie }, [ids[3], 424242])
    expect(mergeUpvotesResultSchema.parse(res.json())).toEqual({ merged: 2, productIds: [ids[3], ids[4]] })
    const after = (await put(`/api/product/upvote/${ids[4]}`, bearer(token))).json()
    expect(after).toEqual({ productId: ids[4], upvoteCount: before, isUpvoted: true })
    const guestVotes = await ctx.db
      .select()
      .from(votes)
      .where(eq(votes.voterKey, `g:${cookie.split('=')[1]!.split('.')[0]}`))
    expect(guestVotes).toEqual([])
  })

  test('reads the guest_upvotes header when there is no body', async () => {
    const token = await userToken('harsh')
    const res = await put('/api/user/merge/upvotes', { ...bearer(token), guest_upvotes: `[${ids[5]}]` })
    expect(res.json()).toEqual({ merged: 1, productIds: [ids[5]] })
  })

  test(`with nothing to merge: 400 '${NO_GUEST_UPVOTES_TO_MERGE}'; guests: 401`, async () => {
    const token = await userToken('isha')
    const res = await put('/api/user/merge/upvotes', bearer(token))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'no_guest_upvotes', message: NO_GUEST_UPVOTES_TO_MERGE })
    expect((await put('/api/user/merge/upvotes', bearer(token), [])).statusCode).toBe(400)
    expect((await put('/api/user/merge/upvotes', {}, [ids[0]])).statusCode).toBe(401)
  })
})
