// The sandbox gateway (no Razorpay keys): the store's own Razorpay adapter talks to it; its hosted page
// takes the UPI / card test inputs and hands back a signed result; its signed webhooks reach the store;
// refunds work; what is typed on its page never reaches the store's tables.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { gatewayPayments, orders, sandboxGatewayEntities } from '../../src/db/schema.ts'
import { noteRefundState } from '../../src/services/payments/refund-state.ts'
import { SANDBOX_KEY_ID } from '../../src/sandbox-gateway/sandbox-keys.ts'
import { payOnSandboxPage, pendingOrder, startPayment, verify } from '../support/payments.ts'
import { buildShop, type ShopContext } from '../support/shop.ts'

let ctx: ShopContext
beforeAll(async () => {
  ctx = await buildShop()
})

async function payOnHostedPage(gatewayOrderId: string, form: Record<string, string>) {
  const paid = await payOnSandboxPage(ctx, gatewayOrderId, form)
  expect(paid.page.headers['x-frame-options']).toBe('SAMEORIGIN')
  return paid
}

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20))
}

describe('the sandbox gateway', () => {
  test('UPI on the hosted page → signed result → PAID; its webhooks arrive and change nothing more', async () => {
    const asha = await ctx.shopper('asha')
    const publicId = await pendingOrder(ctx, asha)
    const session = (await startPayment(ctx, asha, publicId)).json()
    expect(session).toMatchObject({
      gateway: 'sandbox',
      keyId: SANDBOX_KEY_ID,
      checkoutScript: '/sandbox-gateway/checkout.js',
      amount: 70000,
    })
    const { result } = await payOnHostedPage(session.gatewayOrderId, {
      method: 'upi',
      vpa: 'success@razorpay',
    })
    expect(result).toMatchObject({ type: 'success', response: { razorpay_order_id: session.gatewayOrderId } })
    const res = await verify(ctx, asha, publicId, result!.response!)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'PAID', paymentMethod: 'UPI' })
    const { paymentWebhookEvents } = await import('../../src/db/schema.ts')
    await until(async () => (await ctx.db.select().from(paymentWebhookEvents)).length >= 2)
    expect((await ctx.db.select().from(paymentWebhookEvents)).map((e) => e.event).sort()).toEqual([
      'order.paid',
      'payment.captured',
    ])
  })

  test('a declined test card fails on the page (the order stays payable); the card never reaches the store', async () => {
    const bina = await ctx.shopper('bina')
    const publicId = await pendingOrder(ctx, bina)
    const session = (await startPayment(ctx, bina, publicId)).json()
    const declined = await payOnHostedPage(session.gatewayOrderId, {
      method: 'card',
      card_number: '4000 0000 0000 0002',
      card_expiry: '12/30',
      card_cvv: '123',
    })
    expect(declined.result).toMatchObject({
      type: 'failed',
      error: { description: 'Your payment was declined by the bank' },
    })
    expect(declined.res.body).toContain('Your payment was declined by the bank')
    const paid = await payOnHostedPage(session.gatewayOrderId, {
      method: 'card',
      card_number: '4111 1111 1111 1111',
      card_expiry: '12/30',
      card_cvv: '123',
    })
    const res = await verify(ctx, bina, publicId, paid.result!.response!)
    expect(res.json()).toMatchObject({ status: 'PAID', paymentMethod: 'CARD', cardLast4: '1111' })
    const everything = JSON.stringify([
      await ctx.db.select().from(orders),
      await ctx.db.select().from(gatewayPayments),
      await ctx.db.select().from(sandboxGatewayEntities),
    ])
    expect(everything).not.toMatch(/4111\s?1111\s?1111|4000\s?0000\s?0000|"12\/30"|cvv/i)
  })

  test('a bad input is named on the page and nothing is recorded; a wrong key gets no page', async () => {
    const chitra = await ctx.shopper('chitra')
    const publicId = await pendingOrder(ctx, chitra)
    const session = (await startPayment(ctx, chitra, publicId)).json()
    const bad = await payOnHostedPage(session.gatewayOrderId, {
      method: 'card',
      card_number: '1234',
      card_expiry: '12/30',
      card_cvv: '1',
    })
    expect(bad.res.statusCode).toBe(422)
    expect(bad.res.body).toContain('Check the card number')
    const payments = await ctx.db
      .select()
      .from(sandboxGatewayEntities)
      .where(eq(sandboxGatewayEntities.parentId, session.gatewayOrderId))
    expect(payments).toHaveLength(0)
    const wrongKey = await ctx.app.inject({
      method: 'GET',
      url: `/sandbox-gateway/pay/${session.gatewayOrderId}?key_id=rzp_test_other`,
    })
    expect(wrongKey.statusCode).toBe(404)
  })

  test('its REST API refuses what Razorpay refuses', async () => {
    const noAuth = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/v1/orders',
      payload: { amount: 100, currency: 'INR' },
    })
    expect(noAuth.statusCode).toBe(401)
    expect(noAuth.json().error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'Authentication failed',
    })
  })

  test('a paid order cancelled is refunded through the sandbox, and the refund webhook marks it processed', async () => {
    const dev = await ctx.shopper('dev')
    const publicId = await pendingOrder(ctx, dev)
    const session = (await startPayment(ctx, dev, publicId)).json()
    const { result } = await payOnHostedPage(session.gatewayOrderId, {
      method: 'upi',
      vpa: 'success@razorpay',
    })
    await verify(ctx, dev, publicId, result!.response!)
    const res = await ctx.app.inject({ method: 'POST', url: `/api/orders/${publicId}/cancel`, headers: dev })
    // The sandbox refunds at once: its webhook may land before this answer is read back (PostgreSQL).
    expect(res.json()).toMatchObject({
      status: 'CANCELLED',
      refundStatus: expect.stringMatching(/^(PENDING|PROCESSED)$/),
    })
    await until(
      async () =>
        (await ctx.db.select().from(orders).where(eq(orders.publicId, publicId)))[0]!.refundStatus ===
        'PROCESSED',
    )
    const order = await ctx.app.inject({ method: 'GET', url: `/api/orders/${publicId}`, headers: dev })
    expect(order.json()).toMatchObject({ status: 'CANCELLED', refundStatus: 'PROCESSED' })
    // The gateway's answer (pending) and its webhook (processed) race: the answer's writer read the
    // payment while still pending, and writes that after the webhook marked the order processed.
    const [cancelled] = await ctx.db.select().from(orders).where(eq(orders.publicId, publicId))
    const [payment] = await ctx.db
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.orderId, cancelled!.id))
    await ctx.db
      .update(gatewayPayments)
      .set({ refundStatus: 'PENDING' })
      .where(eq(gatewayPayments.paymentId, payment!.paymentId))
    await noteRefundState(ctx.db, payment!.paymentId, 'PENDING', null)
    const after = await ctx.app.inject({ method: 'GET', url: `/api/orders/${publicId}`, headers: dev })
    expect(after.json()).toMatchObject({ status: 'CANCELLED', refundStatus: 'PROCESSED' })
  })
})
