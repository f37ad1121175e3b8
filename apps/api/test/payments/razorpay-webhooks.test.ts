// Webhooks, reconciliation, expiry and refunds against the Razorpay contract fake: signatures over the
// raw body, replays by event id, events out of order, unknown orders, a UPI payment that completes after
// the page was closed, payments for expired or cancelled orders refunded, cancel before shipping.
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { gatewayPayments, orders } from '../../src/db/schema.ts'
import { hmacHex } from '../../src/adapters/payments/razorpay-signature.ts'
import { FAKE_RAZORPAY_KEYS } from '../support/fakes/razorpay.ts'
import {
  address,
  pendingOrder,
  razorpaySuite,
  settleWebhooks,
  startPayment,
  verify,
  type PayContext,
} from '../support/payments.ts'

let ctx: PayContext
const { orderRow } = razorpaySuite((built) => (ctx = built))
const post = (body: string, headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  })

/** A shopper's order paid on the gateway while the store heard nothing yet (webhooks held back). */
async function paidOnGateway(name: string) {
  const who = await ctx.shopper(name)
  const publicId = await pendingOrder(ctx, who)
  const session = (await startPayment(ctx, who, publicId)).json()
  const held: typeof ctx.razorpay.deliveries = []
  ctx.razorpay.deliverTo(async (d) => void held.push(d))
  const result = await ctx.razorpay.pay(session.gatewayOrderId)
  ctx.razorpay.deliverTo(async (d) => {
    const res = await post(d.body, d.headers)
    ctx.webhookAnswers.push(res.statusCode)
  })
  return { who, publicId, session, result, held }
}

describe('webhook signatures', () => {
  test('missing, forged or computed over other bytes: 400, nothing changes', async () => {
    const { publicId, held } = await paidOnGateway('asha')
    const captured = held.find((d) => d.body.includes('"payment.captured"'))!
    const { 'x-razorpay-signature': _sig, ...unsigned } = captured.headers
    expect((await post(captured.body, unsigned)).statusCode).toBe(400)
    const forged = await post(captured.body, {
      ...captured.headers,
      'x-razorpay-signature': hmacHex('guessed-secret', captured.body),
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.json()).toEqual({
      error: 'WEBHOOK_SIGNATURE_INVALID',
      message: 'X-Razorpay-Signature is missing or does not match the body',
    })
    // Re-serialised JSON is other bytes: the signature covers the raw body.
    const reformatted = JSON.stringify(JSON.parse(captured.body), null, 2)
    expect((await post(reformatted, captured.headers)).statusCode).toBe(400)
    expect((await orderRow(publicId)).status).toBe('PENDING')
    // The genuine delivery completes the order (the shopper had closed the page).
    const res = await post(captured.body, captured.headers)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'handled' })
    expect((await orderRow(publicId)).status).toBe('PAID')
  })

  test('a replayed event changes nothing; out of order events are harmless', async () => {
    const { publicId, held } = await paidOnGateway('bina')
    const [captured, orderPaid] = [
      held.find((d) => d.body.includes('"payment.captured"'))!,
      held.find((d) => d.body.includes('"order.paid"'))!,
    ]
    expect((await post(orderPaid.body, orderPaid.headers)).json()).toEqual({ status: 'handled' })
    expect((await post(captured.body, captured.headers)).json()).toEqual({ status: 'handled' })
    expect((await post(captured.body, captured.headers)).json()).toEqual({ status: 'duplicate' })
    const row = await orderRow(publicId)
    expect(row.status).toBe('PAID')
    const rows = await ctx.db.select().from(gatewayPayments).where(eq(gatewayPayments.orderId, row.id))
    expect(rows).toHaveLength(1)
  })

  test('a genuine webhook for an order this store never made is acknowledged and ignored', async () => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_NotOurs000001' } } },
    })
    const signed = {
      'x-razorpay-signature': hmacHex(FAKE_RAZORPAY_KEYS.webhookSecret, body),
      'x-razorpay-event-id': 'evt_NotOurs000001',
    }
    const res = await post(body, signed)
    // Razorpay sends every event of the account here: retrying this one would never help.
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ignored', reason: 'not a payment of this store' })
  })
})

describe('reconciliation, expiry and automatic refunds', () => {
  test('a UPI payment whose webhooks never came completes its order on the next run', async () => {
    const { publicId } = await paidOnGateway('chitra')
    expect((await orderRow(publicId)).status).toBe('PENDING')
    const report = await ctx.reconcile()
    expect(report.paid).toBeGreaterThanOrEqual(1)
    expect((await orderRow(publicId)).status).toBe('PAID')
  })

  test('a payment that lands after the order expired is refunded automatically', async () => {
    const dev = await ctx.shopper('dev')
    const publicId = await pendingOrder(ctx, dev)
    const session = (await startPayment(ctx, dev, publicId)).json()
    await ctx.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.publicId, publicId))
    const result = await ctx.razorpay.pay(session.gatewayOrderId)
    const res = await verify(ctx, dev, publicId, result)
    expect(res.statusCode).toBe(409)
    await settleWebhooks(ctx)
    await ctx.reconcile()
    expect((await orderRow(publicId)).status).toBe('EXPIRED')
    expect(ctx.razorpay.entity(result.razorpay_payment_id)).toMatchObject({
      status: 'refunded',
      amount_refunded: 70000,
    })
  })
})

describe('cancel before shipping', () => {
  test('a paid order is refunded in full and shows the refund as the webhooks report it', async () => {
    const esha = await ctx.shopper('esha')
    const publicId = await pendingOrder(ctx, esha)
    const session = (await startPayment(ctx, esha, publicId)).json()
    const result = await ctx.razorpay.pay(session.gatewayOrderId)
    expect((await verify(ctx, esha, publicId, result)).statusCode).toBe(200)
    await settleWebhooks(ctx)
    const res = await ctx.app.inject({ method: 'POST', url: `/api/orders/${publicId}/cancel`, headers: esha })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'CANCELLED',
      refundStatus: expect.stringMatching(/PENDING|PROCESSED/),
    })
    await settleWebhooks(ctx)
    const order = await ctx.app.inject({ method: 'GET', url: `/api/orders/${publicId}`, headers: esha })
    expect(order.json()).toMatchObject({ status: 'CANCELLED', refundStatus: 'PROCESSED' })
    expect(ctx.razorpay.entity(result.razorpay_payment_id)).toMatchObject({
      status: 'refunded',
      amount_refunded: 70000,
    })
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${publicId}/cancel`,
      headers: esha,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('ORDER_NOT_CANCELLABLE')
  })

  test('refund.failed from Razorpay shows the refund as failed on the order', async () => {
    const who = await ctx.shopper('farah')
    const publicId = await pendingOrder(ctx, who)
    const session = (await startPayment(ctx, who, publicId)).json()
    const result = await ctx.razorpay.pay(session.gatewayOrderId)
    expect((await verify(ctx, who, publicId, result)).statusCode).toBe(200)
    await settleWebhooks(ctx)
    const held: typeof ctx.razorpay.deliveries = []
    ctx.razorpay.deliverTo(async (d) => void held.push(d))
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${publicId}/cancel`,
      headers: who,
    })
    expect(cancel.json()).toMatchObject({ status: 'CANCELLED', refundStatus: 'PENDING' })
    // The bank turned the refund down: Razorpay sends refund.failed for it instead of refund.processed.
    const processed = held.find((d) => d.body.includes('"refund.processed"'))!
    const body = processed.body
      .replace('"refund.processed"', '"refund.failed"')
      .replace(/("entity":"refund"[^}]*"status":)"processed"/, '$1"failed"')
    expect(body).not.toBe(processed.body)
    const res = await post(body, {
      'x-razorpay-signature': hmacHex(FAKE_RAZORPAY_KEYS.webhookSecret, body),
      'x-razorpay-event-id': 'evt_RefundFailed0001',
    })
    expect(res.statusCode).toBe(200)
    const order = await ctx.app.inject({ method: 'GET', url: `/api/orders/${publicId}`, headers: who })
    expect(order.json()).toMatchObject({ status: 'CANCELLED', refundStatus: 'FAILED' })
    ctx.razorpay.deliverTo(async (d) => {
      ctx.webhookAnswers.push((await post(d.body, d.headers)).statusCode)
    })
  })

  test('cash on delivery is simply cancelled; the gateway is not called', async () => {
    const farid = await ctx.shopper('farid')
    const publicId = await pendingOrder(ctx, farid)
    const placed = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${publicId}/pay`,
      headers: farid,
      payload: { address, payment: { method: 'COD' } },
    })
    expect(placed.json()).toMatchObject({ status: 'CONFIRMED', paymentMethod: 'COD' })
    const before = ctx.razorpay.received.length
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${publicId}/cancel`,
      headers: farid,
    })
    expect(res.json()).toMatchObject({ status: 'CANCELLED', refundStatus: null })
    expect(ctx.razorpay.received.length).toBe(before)
  })

  test('cancelling with the gateway down still cancels; the refund is sent on the next run', async () => {
    const gita = await ctx.shopper('gita')
    const publicId = await pendingOrder(ctx, gita)
    const session = (await startPayment(ctx, gita, publicId)).json()
    const result = await ctx.razorpay.pay(session.gatewayOrderId)
    await verify(ctx, gita, publicId, result)
    await settleWebhooks(ctx)
    ctx.razorpay.failNext('500')
    const res = await ctx.app.inject({ method: 'POST', url: `/api/orders/${publicId}/cancel`, headers: gita })
    expect(res.json()).toMatchObject({ status: 'CANCELLED', refundStatus: 'PENDING' })
    expect(ctx.razorpay.entity(result.razorpay_payment_id)).toMatchObject({ amount_refunded: 0 })
    expect((await ctx.reconcile()).refundsSent).toBe(1)
    expect(ctx.razorpay.entity(result.razorpay_payment_id)).toMatchObject({ amount_refunded: 70000 })
  })
})
