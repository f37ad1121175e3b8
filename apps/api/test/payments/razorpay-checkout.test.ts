// The online payment flow against the Razorpay contract fake: a gateway order per attempt (paise, INR,
// receipt = order number, Basic auth), the handler's signature, the payment fetched before PAID, and
// every way the handler's result can be wrong.
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { orderSchema, paymentSessionSchema } from '@haat/domain/catalog/order'
import { gatewayPayments, orders } from '../../src/db/schema.ts'
import { FAKE_RAZORPAY_KEYS } from '../support/fakes/razorpay.ts'
import {
  pendingOrder,
  razorpaySuite,
  settleWebhooks,
  startPayment,
  verify,
  type PayContext,
} from '../support/payments.ts'
import { line } from '../support/shop.ts'

let ctx: PayContext
const { orderRow } = razorpaySuite((built) => (ctx = built))

describe('a payment session', () => {
  test('creates one Razorpay order per attempt, as Razorpay documents it; the same attempt answers the same', async () => {
    const asha = await ctx.shopper('asha')
    const publicId = await pendingOrder(ctx, asha)
    const before = ctx.razorpay.received.length
    const res = await startPayment(ctx, asha, publicId)
    expect(res.statusCode).toBe(200)
    const session = paymentSessionSchema.parse(res.json())
    expect(session).toMatchObject({
      gateway: 'razorpay',
      keyId: FAKE_RAZORPAY_KEYS.keyId,
      amount: 70000,
      currency: 'INR',
    })
    expect(JSON.stringify(res.json())).not.toContain(FAKE_RAZORPAY_KEYS.keySecret)
    const [call] = ctx.razorpay.received.slice(before)
    expect(call).toMatchObject({
      method: 'POST',
      url: '/v1/orders',
      status: 200,
      body: { amount: 70000, currency: 'INR', receipt: publicId },
    })
    expect(call!.authorization).toBe(
      `Basic ${Buffer.from(`${FAKE_RAZORPAY_KEYS.keyId}:${FAKE_RAZORPAY_KEYS.keySecret}`).toString('base64')}`,
    )
    // A double click sends the same attempt key: no second gateway order.
    const again = await startPayment(ctx, asha, publicId)
    expect(again.json().gatewayOrderId).toBe(session.gatewayOrderId)
    expect(ctx.razorpay.received.length).toBe(before + 1)
    const other = await startPayment(ctx, asha, publicId, 'attempt-0002')
    expect(other.json().gatewayOrderId).not.toBe(session.gatewayOrderId)
    expect((await orderRow(publicId)).address).toMatchObject({ phone: '9845012345', pincode: '560001' })
  })

  test('a variant sold out since checkout: 409 naming it, and no gateway order', async () => {
    const bina = await ctx.shopper('bina')
    const { kurta } = ctx.shop
    const publicId = await pendingOrder(ctx, bina, [line(kurta.id, ctx.variantsOf(kurta.id)[0]!, 1)])
    const { variants } = await import('../../src/db/schema.ts')
    await ctx.db
      .update(variants)
      .set({ availableForSale: false })
      .where(eq(variants.id, ctx.variantsOf(kurta.id)[0]!))
    const before = ctx.razorpay.received.length
    const res = await startPayment(ctx, bina, publicId)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: 'OUT_OF_STOCK', message: 'Out of stock: Indigo Kurta (M)' })
    expect(ctx.razorpay.received.length).toBe(before)
    await ctx.db
      .update(variants)
      .set({ availableForSale: true })
      .where(eq(variants.id, ctx.variantsOf(kurta.id)[0]!))
  })

  test('an order past its time expires and is no longer payable', async () => {
    const chitra = await ctx.shopper('chitra')
    const publicId = await pendingOrder(ctx, chitra)
    await ctx.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.publicId, publicId))
    const res = await startPayment(ctx, chitra, publicId)
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe('ORDER_EXPIRED')
    expect((await orderRow(publicId)).status).toBe('EXPIRED')
  })

  test('the gateway timing out or answering 5xx is a 503 to try again; nothing is stored', async () => {
    const dev = await ctx.shopper('dev')
    const publicId = await pendingOrder(ctx, dev)
    for (const kind of ['timeout', '500'] as const) {
      ctx.razorpay.failNext(kind)
      const res = await startPayment(ctx, dev, publicId, `attempt-${kind}`)
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({ error: 'PAYMENT_GATEWAY_UNAVAILABLE' })
    }
    expect((await startPayment(ctx, dev, publicId, 'attempt-500')).statusCode).toBe(200)
  })
})

describe("verifying Checkout's handler result", () => {
  async function paidAttempt(
    name: string,
    attempt = 'attempt-0001',
    beforePaying = async (_id: string) => {},
  ) {
    const who = await ctx.shopper(name)
    const publicId = await pendingOrder(ctx, who)
    const session = (await startPayment(ctx, who, publicId, attempt)).json()
    await beforePaying(publicId)
    const result = await ctx.razorpay.pay(session.gatewayOrderId, 'card')
    return { who, publicId, session, result }
  }

  test('a signed, captured payment of the right amount marks the order PAID', async () => {
    const { who, publicId, result } = await paidAttempt('esha')
    const res = await verify(ctx, who, publicId, result)
    expect(res.statusCode).toBe(200)
    expect(orderSchema.parse(res.json())).toMatchObject({
      status: 'PAID',
      paymentMethod: 'CARD',
      cardLast4: '1111',
      paidAt: expect.any(String),
    })
    const fetched = ctx.razorpay.received.filter((r) =>
      r.url.startsWith(`/v1/payments/${result.razorpay_payment_id}`),
    )
    expect(fetched.length).toBeGreaterThan(0)
    // Replayed handler result: the same answer, no second payment kept.
    expect((await verify(ctx, who, publicId, result)).json().status).toBe('PAID')
    await settleWebhooks(ctx)
    const kept = await ctx.db
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.paymentId, result.razorpay_payment_id))
    expect(kept).toEqual([expect.objectContaining({ outcome: 'KEPT', amount: 70000 })])
  })

  test('a forged signature is a 400 and the order stays PENDING', async () => {
    const { who, publicId, result } = await paidAttempt('farid')
    const forged = { ...result, razorpay_signature: 'f'.repeat(64) }
    const res = await verify(ctx, who, publicId, forged)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('PAYMENT_SIGNATURE_INVALID')
    const missing = await verify(ctx, who, publicId, { ...result, razorpay_signature: undefined })
    expect(missing.statusCode).toBe(400)
    // The webhook of the real payment still completes it: this test only checks the handler path.
    expect(['PENDING', 'PAID']).toContain((await orderRow(publicId)).status)
  })

  test("another order's payment (with its valid signature) is refused", async () => {
    const first = await paidAttempt('gita')
    const second = await pendingOrder(ctx, first.who)
    await startPayment(ctx, first.who, second, 'attempt-gita-2')
    const res = await verify(ctx, first.who, second, first.result)
    expect(res.statusCode).toBe(422)
    expect(res.json().error).toBe('PAYMENT_NOT_FOR_ORDER')
    expect((await orderRow(second)).status).toBe('PENDING')
  })

  test('a payment whose amount differs from the order is refunded, never PAID', async () => {
    // The order's total changed after the gateway order was made (say, an operator's correction).
    const { who, publicId, result } = await paidAttempt('hari', 'attempt-0001', async (id) => {
      await ctx.db.update(orders).set({ total: 999 }).where(eq(orders.publicId, id))
    })
    const res = await verify(ctx, who, publicId, result)
    expect(res.statusCode).toBe(422)
    expect(res.json().error).toBe('PAYMENT_AMOUNT_MISMATCH')
    expect((await orderRow(publicId)).status).toBe('PENDING')
    await settleWebhooks(ctx)
    const refunded = ctx.razorpay.entity(result.razorpay_payment_id)!
    expect(refunded).toMatchObject({ status: 'refunded', amount_refunded: 70000 })
  })

  test('a failed payment is a 402 and the order stays payable', async () => {
    const ivan = await ctx.shopper('ivan')
    const publicId = await pendingOrder(ctx, ivan)
    const session = (await startPayment(ctx, ivan, publicId)).json()
    const failed = await ctx.razorpay.checkoutPay(session.gatewayOrderId, {
      status: 'failed',
      method: 'upi',
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
    })
    const paymentId = (failed.body as { error: { metadata: { payment_id: string } } }).error.metadata
      .payment_id
    const { paymentSignature } = await import('../../src/adapters/payments/razorpay-signature.ts')
    const res = await verify(ctx, ivan, publicId, {
      razorpay_order_id: session.gatewayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(FAKE_RAZORPAY_KEYS.keySecret, session.gatewayOrderId, paymentId),
    })
    expect(res.statusCode).toBe(402)
    expect(res.json()).toMatchObject({
      error: 'PAYMENT_NOT_CAPTURED',
      message: 'Payment not completed: Payment failed',
    })
    expect((await orderRow(publicId)).status).toBe('PENDING')
  })

  test('two tabs pay one order: the first payment is kept, the second refunded', async () => {
    const jaya = await ctx.shopper('jaya')
    const publicId = await pendingOrder(ctx, jaya)
    const tabs = await Promise.all(
      ['tab-one-1', 'tab-two-2'].map((a) => startPayment(ctx, jaya, publicId, a)),
    )
    const results = []
    for (const t of tabs) results.push(await ctx.razorpay.pay(t.json().gatewayOrderId))
    const answers = await Promise.all(results.map((r) => verify(ctx, jaya, publicId, r)))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    await settleWebhooks(ctx)
    const rows = await ctx.db
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.orderId, (await orderRow(publicId)).id))
    expect(rows.map((r) => r.outcome).sort()).toEqual(['KEPT', 'REFUND'])
    const refunded = rows.find((r) => r.outcome === 'REFUND')!
    expect(ctx.razorpay.entity(refunded.paymentId)).toMatchObject({ status: 'refunded' })
    expect(refunded.refundStatus).toBe('PROCESSED')
  })
})
