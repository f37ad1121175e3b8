// Helpers for payment tests: a shop whose store pays through the Razorpay contract fake (webhooks from
// the fake reach the store under test), a PENDING order, and the calls a browser makes.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import type { FastifyBaseLogger } from 'fastify'
import { razorpayClient } from '../../src/adapters/payments/razorpay-client.ts'
import { orders } from '../../src/db/schema.ts'
import { SANDBOX_KEY_ID } from '../../src/sandbox-gateway/sandbox-keys.ts'
import { reconcilePayments } from '../../src/services/payments/reconcile-payments.ts'
import {
  FAKE_RAZORPAY_KEYS,
  fakeRazorpaySettings,
  startFakeRazorpay,
  type FakeRazorpay,
} from './fakes/razorpay.ts'
import { buildShop, line, type ShopContext } from './shop.ts'

export const address = {
  name: 'Asha Rao',
  phone: '+91 98450 12345',
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
}

export type PayContext = ShopContext & {
  razorpay: FakeRazorpay
  webhookAnswers: number[]
  reconcile: () => ReturnType<typeof reconcilePayments>
}

export async function buildRazorpayShop(
  env: Record<string, string> = {},
  logStream?: Parameters<typeof buildShop>[1],
): Promise<PayContext> {
  const razorpay = await startFakeRazorpay()
  const ctx = await buildShop({ ...fakeRazorpaySettings(razorpay), ...env }, logStream)
  const webhookAnswers: number[] = []
  razorpay.deliverTo(async (d) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: d.headers,
      payload: d.body,
    })
    webhookAnswers.push(res.statusCode)
  })
  afterAll(() => razorpay.close())
  // One run of the reconciliation job, as the store's timer makes it (its own client on the same settings).
  const api = razorpayClient({
    apiUrl: razorpay.origin,
    keyId: FAKE_RAZORPAY_KEYS.keyId,
    keySecret: FAKE_RAZORPAY_KEYS.keySecret,
    timeoutMs: 1500,
  })
  const gateway = { name: 'razorpay' as const, api, ...FAKE_RAZORPAY_KEYS, checkoutScript: '' }
  const reconcile = () => reconcilePayments({ db: ctx.db, gateway, log: silentLog })
  return { ...ctx, razorpay, webhookAnswers, reconcile }
}

/**
 * A suite's shop paying through the Razorpay fake, built before its tests and handed to `onBuilt`;
 * `orderRow` reads one of its orders as stored.
 */
export function razorpaySuite(onBuilt: (ctx: PayContext) => void, env: Record<string, string> = {}) {
  let built: PayContext
  beforeAll(async () => {
    built = await buildRazorpayShop(env)
    onBuilt(built)
  })
  const orderRow = async (publicId: string) =>
    (await built.db.select().from(orders).where(eq(orders.publicId, publicId)))[0]!
  return { orderRow }
}

export async function pendingOrder(ctx: ShopContext, headers: Record<string, string>, lines?: object[]) {
  const { mug } = ctx.shop
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/product/shopify/cart/multi',
    headers,
    payload: lines ?? [line(mug.id, ctx.variantsOf(mug.id)[0]!, 2)],
  })
  expect(res.statusCode).toBe(200)
  return res.json().checkoutUrl.split('/').pop() as string
}

export const startPayment = (
  ctx: ShopContext,
  headers: Record<string, string>,
  publicId: string,
  attempt = 'attempt-0001',
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${publicId}/payment`,
    headers,
    payload: { address, attempt },
  })

export const verify = (
  ctx: ShopContext,
  headers: Record<string, string>,
  publicId: string,
  payload: object,
) => ctx.app.inject({ method: 'POST', url: `/api/orders/${publicId}/payment/verify`, headers, payload })

/** Waits until the fake's queued webhooks have reached the store. */
export async function settleWebhooks(ctx: PayContext) {
  for (let i = 0; i < 250 && ctx.webhookAnswers.length < ctx.razorpay.deliveries.length; i++)
    await new Promise((r) => setTimeout(r, 20))
}

/** The shopper pays on the sandbox gateway's hosted page: the handler result its page hands back. */
export async function payOnSandboxPage(
  ctx: ShopContext,
  gatewayOrderId: string,
  form: Record<string, string>,
) {
  const url = `/sandbox-gateway/pay/${gatewayOrderId}?key_id=${SANDBOX_KEY_ID}`
  const page = await ctx.app.inject({ method: 'GET', url })
  expect(page.statusCode).toBe(200)
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  })
  const result = /<script type="application\/json" id="gateway-result">(.+?)<\/script>/.exec(res.body)?.[1]
  return {
    page,
    res,
    result: result ? (JSON.parse(result) as { type: string; response?: Record<string, string> }) : null,
  }
}

export const SANDBOX_UPI = { method: 'upi', vpa: 'success@razorpay' }

/** A whole online payment through the sandbox (UPI unless a card form is given): session, page, verify. */
export async function payOnSandbox(
  ctx: ShopContext,
  headers: Record<string, string>,
  publicId: string,
  form: Record<string, string> = SANDBOX_UPI,
  to: object = address,
) {
  const session = (
    await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${publicId}/payment`,
      headers,
      payload: { address: to, attempt: 'attempt-upi1' },
    })
  ).json()
  const { result } = await payOnSandboxPage(ctx, session.gatewayOrderId, form)
  return verify(ctx, headers, publicId, result!.response!)
}

// The job logs nothing in tests (pino is fastify's own dependency, not the API's).
const noop = () => {}
const silentLog: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLog,
}
