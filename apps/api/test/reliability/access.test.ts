// Issue 7, access matrix: another shopper's votes, bag and orders are never readable or writable;
// tokens of another issuer, expired, tampered, unsigned or signed with another key are refused;
// discounts only for products this shopper upvoted; prices only from the catalogue.
import { beforeAll, describe, expect, test } from 'vitest'
import { generateKeyPair, SignJWT, decodeProtectedHeader } from 'jose'
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import { accessStore, type As } from './support/access-store.ts'
import { DELIVERY_ADDRESS } from '../../../../scripts/reliability/lib/shop-fixture.ts'

let s: Awaited<ReturnType<typeof accessStore>>
let asha: As
let bilal: As
let p: number[]

beforeAll(async () => {
  s = await accessStore()
  asha = await s.user('asha')
  bilal = await s.user('bilal')
  p = s.shop.productIds // p[0] 10 % off (TEN0), p[1] ₹50 off (FIFTY1), p[2] no offer
  expect((await s.call(asha, 'PUT', `/api/product/upvote/${p[0]}`)).statusCode).toBe(200)
})

describe('votes', () => {
  test("another user's votes can be neither read nor replaced", async () => {
    expect([403, 404]).toContain((await s.call(bilal, 'GET', '/api/user/asha')).statusCode)
    expect((await s.call({}, 'GET', '/api/user/asha')).statusCode).toBe(401)
    const put = await s.call(bilal, 'PUT', '/api/user/asha', { upvotedProductIds: [] })
    expect([403, 404]).toContain(put.statusCode)
    const mine = await s.call(asha, 'GET', '/api/user/asha')
    expect(mine.statusCode).toBe(200)
    expect(JSON.stringify(mine.json())).toContain(String(p[0]))
  })

  test("a downvote by someone else never takes back a shopper's vote", async () => {
    const before = (await s.call(asha, 'PUT', `/api/product/upvote/${p[0]}`)).json().upvoteCount
    expect((await s.call(bilal, 'PUT', `/api/product/downvote/${p[0]}`)).json().upvoteCount).toBe(before)
    const g1 = await s.guest(p[3]!)
    const afterGuest = (await s.call(g1, 'PUT', `/api/product/upvote/${p[3]}`)).json().upvoteCount
    const g2 = await s.guest(p[4]!)
    expect((await s.call(g2, 'PUT', `/api/product/downvote/${p[3]}`)).json().upvoteCount).toBe(afterGuest)
    // g1's id with a forged signature is nobody: no vote of g1's is taken back.
    const forged = { cookie: g1.cookie!.replace(/\.[^.]+$/, '.forged') }
    expect((await s.call(forged, 'PUT', `/api/product/downvote/${p[3]}`)).json().upvoteCount).toBe(afterGuest)
    // g1's vote is still there: taking it back lowers the count by one.
    expect((await s.call(g1, 'PUT', `/api/product/downvote/${p[3]}`)).json().upvoteCount).toBe(afterGuest - 1)
  })
})

describe('tokens', () => {
  const refused = async (authorization: string) => {
    const res = await s.call({ authorization }, 'GET', '/api/user/asha')
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) })
  }

  test('another issuer, expired, tampered, unsigned, another key, malformed: 401', async () => {
    await refused(`Bearer ${await s.mintToken('asha', { issuer: 'https://evil.example/oidc' })}`)
    await refused(`Bearer ${await s.mintToken('asha', { expiresIn: Math.floor(Date.now() / 1000) - 60 })}`)
    const [head, body, sig] = (await s.mintToken('bilal')).split('.')
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString())
    const swapped = Buffer.from(JSON.stringify({ ...claims, sub: 'asha' })).toString('base64url')
    await refused(`Bearer ${head}.${swapped}.${sig}`)
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    await refused(`Bearer ${none}.${swapped}.`)
    const { privateKey } = await generateKeyPair('RS256')
    const kid = decodeProtectedHeader(`${head}.${body}.${sig}`).kid!
    const foreign = await new SignJWT({ ...claims, sub: 'asha' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .sign(privateKey)
    await refused(`Bearer ${foreign}`)
    await refused('Bearer not-a-token')
  })
})

describe('bag and orders', () => {
  let ashasOrder: string

  test("one shopper's bag is never another's, and its prices come from the catalogue", async () => {
    const tampered = [{ ...s.lineOf(p[0]!, 2), itemPrice: 1, offer: 'FREE' }]
    expect((await s.call(asha, 'POST', '/api/cart', tampered)).statusCode).toBe(200)
    expect((await s.call(bilal, 'GET', '/api/cart/user')).json()).toEqual({ items: [] })
    expect((await s.call({}, 'GET', '/api/cart/user')).statusCode).toBe(401)
    const [item] = (await s.call(asha, 'GET', '/api/cart/user')).json().items
    expect(item).toMatchObject({ productId: p[0], quantity: 2, itemPrice: 200 })
  })

  test('discounts only for products this shopper upvoted, priced on the server', async () => {
    const lines = [
      { ...s.lineOf(p[0]!), unitPrice: 1, unitDiscount: 199 },
      { ...s.lineOf(p[1]!), unitPrice: 1 },
    ]
    const ashas = (await s.call(asha, 'POST', '/api/cart/data', lines)).json()
    expect(
      ashas.lines.map((l: { unitPrice: number; unitDiscount: number }) => [l.unitPrice, l.unitDiscount]),
    ).toEqual([
      [200, 20],
      [300, 0],
    ])
    const bilals = (await s.call(bilal, 'POST', '/api/cart/data', lines)).json()
    expect(bilals.discount).toBe(0)
    const coupon = await s.call(asha, 'POST', '/api/product/shopify/cart/multi?coupon=FIFTY1', lines)
    expect(coupon.statusCode).toBe(422)
    expect(coupon.json().error).toBe(CHECKOUT_ERRORS.invalidCoupon)
    const checkout = await s.call(asha, 'POST', '/api/product/shopify/cart/multi', lines)
    expect(checkout.statusCode).toBe(200)
    ashasOrder = String(checkout.json().checkoutUrl).split('/').pop()!
    const order = (await s.call(asha, 'GET', `/api/orders/${ashasOrder}`)).json()
    expect(order).toMatchObject({ subtotal: 500, discount: 20, total: 480 })
  })

  test("another shopper's order can be neither read, listed nor paid; guests must sign in", async () => {
    const read = await s.call(bilal, 'GET', `/api/orders/${ashasOrder}`)
    expect(read.statusCode).toBe(404)
    expect(read.json().error).toBe(CHECKOUT_ERRORS.orderNotFound)
    const pay = await s.call(bilal, 'POST', `/api/orders/${ashasOrder}/pay`, {
      address: DELIVERY_ADDRESS,
      payment: { method: 'COD' },
    })
    expect(pay.statusCode).toBe(404)
    expect((await s.call(bilal, 'GET', '/api/orders')).json().content).toEqual([])
    expect((await s.call({}, 'GET', '/api/orders')).statusCode).toBe(401)
    expect((await s.call({}, 'GET', `/api/orders/${ashasOrder}`)).statusCode).toBe(401)
    expect((await s.call(asha, 'GET', `/api/orders/${ashasOrder}`)).json().status).toBe('PENDING')
  })
})
