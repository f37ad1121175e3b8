// Issue 12 §4 "Secrets never appear in logs": a whole Razorpay purchase logged at the most verbose level
// (order, forged and genuine handler results, a forged webhook, gateway 5xx and time-out, cancel and
// refund, reconciliation) and every line read: no key secret, webhook secret, Basic credential or
// shopper token in any of them.
import { beforeAll, expect, test } from 'vitest'
import { hmacHex } from '../../src/adapters/payments/razorpay-signature.ts'
import { FAKE_RAZORPAY_KEYS } from '../support/fakes/razorpay.ts'
import {
  buildRazorpayShop,
  pendingOrder,
  settleWebhooks,
  startPayment,
  verify,
  type PayContext,
} from '../support/payments.ts'

const lines: string[] = []
let ctx: PayContext
beforeAll(async () => {
  ctx = await buildRazorpayShop({ LOG_LEVEL: 'trace' }, { write: (line) => void lines.push(line) })
})

test('a purchase, its failures and its refund log no secret', async () => {
  const headers = await ctx.shopper('asha')
  const publicId = await pendingOrder(ctx, headers)
  for (const kind of ['500', 'timeout'] as const) {
    ctx.razorpay.failNext(kind)
    expect((await startPayment(ctx, headers, publicId, `attempt-${kind}`)).statusCode).toBe(503)
  }
  const session = (await startPayment(ctx, headers, publicId)).json()
  const result = await ctx.razorpay.pay(session.gatewayOrderId)
  const forged = await verify(ctx, headers, publicId, { ...result, razorpay_signature: 'f'.repeat(64) })
  expect(forged.statusCode).toBe(400)
  expect((await verify(ctx, headers, publicId, result)).statusCode).toBe(200)
  const body = JSON.stringify({ event: 'payment.captured', payload: {} })
  const forgedHook = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex('guessed', body) },
    payload: body,
  })
  expect(forgedHook.statusCode).toBe(400)
  await settleWebhooks(ctx)
  const cancel = await ctx.app.inject({ method: 'POST', url: `/api/orders/${publicId}/cancel`, headers })
  expect(cancel.statusCode).toBe(200)
  await settleWebhooks(ctx)
  await ctx.reconcile()

  // The capture works: the requests above are in it, with their URLs.
  const logged = lines.join('\n')
  expect(logged).toContain(`/api/orders/${publicId}/payment/verify`)
  expect(logged).toContain('/api/payments/razorpay/webhook')
  const basic = Buffer.from(`${FAKE_RAZORPAY_KEYS.keyId}:${FAKE_RAZORPAY_KEYS.keySecret}`).toString('base64')
  const bearer = headers.authorization!.replace(/^Bearer /, '')
  for (const secret of [FAKE_RAZORPAY_KEYS.keySecret, FAKE_RAZORPAY_KEYS.webhookSecret, basic, bearer]) {
    expect(logged).not.toContain(secret)
  }
})
