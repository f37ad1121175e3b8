// Issue 7: checkout, payment, sign-in and voting (guests and accounts) are rate-limited with 429, a JSON
// { error, message } (or the sign-in page) and a retry-after header, on the hardened server stack.
import { beforeAll, expect, test } from 'vitest'
import { signIn, startSignIn } from '../oidc/support/sign-in-flow.ts'
import { accessStore, type As } from './support/access-store.ts'
import { DELIVERY_ADDRESS } from '../../../../scripts/reliability/lib/shop-fixture.ts'

let s: Awaited<ReturnType<typeof accessStore>>
beforeAll(async () => {
  s = await accessStore({
    GUEST_VOTE_RATE_LIMIT: '3',
    SIGNED_IN_VOTE_RATE_LIMIT: '4',
    CHECKOUT_RATE_LIMIT: '2',
    PAY_RATE_LIMIT: '2',
    SIGN_IN_IP_RATE_LIMIT: '2',
  })
})

const expectLimited = (res: {
  statusCode: number
  headers: Record<string, unknown>
  json: () => unknown
}) => {
  expect(res.statusCode).toBe(429)
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  expect(res.json()).toEqual({ error: 'too_many_requests', message: expect.any(String) })
}

test('signed-in votes: the 5th of an account in a minute is a 429 with retry-after; another account votes on', async () => {
  const [a] = s.shop.productIds
  const hammer: As = await s.user('hammer')
  for (const way of ['upvote', 'downvote', 'upvote', 'downvote'])
    expect((await s.call(hammer, 'PUT', `/api/product/${way}/${a}`)).statusCode).toBe(200)
  expectLimited(await s.call(hammer, 'PUT', `/api/product/upvote/${a}`))
  expect((await s.call(await s.user('bystander'), 'PUT', `/api/product/upvote/${a}`)).statusCode).toBe(200)
})

test('guest votes: the 4th of a guest in a minute is a 429 with retry-after; the vote is not counted', async () => {
  const [a, b] = s.shop.productIds
  // The first vote (no cookie yet) counts against the address; later ones against the guest's cookie.
  const guest: As = await s.guest(a!)
  for (const way of ['downvote', 'upvote', 'downvote'])
    expect((await s.call(guest, 'PUT', `/api/product/${way}/${a}`)).statusCode).toBe(200)
  const before = (await s.call(await s.user('counter'), 'PUT', `/api/product/downvote/${b}`)).json()
    .upvoteCount
  const blocked = await s.call(guest, 'PUT', `/api/product/upvote/${b}`)
  expectLimited(blocked)
  expect(
    (await s.call(await s.user('counter'), 'PUT', `/api/product/downvote/${b}`)).json().upvoteCount,
  ).toBe(before)
})

test('checkout: the 3rd in a minute is a 429 with retry-after, and makes no order', async () => {
  const shopper = await s.user('rushed')
  const lines = [s.lineOf(s.shop.productIds[2]!)]
  for (let i = 0; i < 2; i++)
    expect((await s.call(shopper, 'POST', '/api/product/shopify/cart/multi', lines)).statusCode).toBe(200)
  expectLimited(await s.call(shopper, 'POST', '/api/product/shopify/cart/multi', lines))
  expect((await s.call(shopper, 'GET', '/api/orders')).json().content).toHaveLength(2)
})

test('payment: the 3rd attempt in a minute is a 429 with retry-after', async () => {
  const shopper = await s.user('payer')
  const checkout = await s.call(shopper, 'POST', '/api/product/shopify/cart/multi', [
    s.lineOf(s.shop.productIds[2]!),
  ])
  const publicId = String(checkout.json().checkoutUrl).split('/').pop()
  // Starting a payment, confirming one and cash on delivery share the shopper's allowance.
  const session = { address: DELIVERY_ADDRESS, attempt: 'attempt-limit' }
  expect((await s.call(shopper, 'POST', `/api/orders/${publicId}/payment`, session)).statusCode).toBe(200)
  const forged = {
    razorpay_order_id: 'order_Unknown00001',
    razorpay_payment_id: 'pay_Unknown00001',
    razorpay_signature: 'a'.repeat(64),
  }
  expect((await s.call(shopper, 'POST', `/api/orders/${publicId}/payment/verify`, forged)).statusCode).toBe(
    422,
  )
  expectLimited(await s.call(shopper, 'POST', `/api/orders/${publicId}/payment`, session))
})

test('sign-in: the 3rd post from one address in a minute is a 429 with retry-after', async () => {
  const attempt = await startSignIn(s.url)
  for (let i = 0; i < 2; i++)
    expect((await signIn(attempt, `nobody${i}@example.in`, 'wrong-password')).status).toBe(400)
  const blocked = await signIn(attempt, 'nobody@example.in', 'wrong-password')
  expect(blocked.status).toBe(429)
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
})
