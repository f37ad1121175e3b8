// A contract fake of Razorpay for tests and e2e: its REST API over real HTTP (Basic auth, paise integers,
// INR, receipt ≤ 40, known ids, Razorpay's entity shapes and error bodies — the checks in
// src/sandbox-gateway/protocol), what Checkout does when the shopper pays (POST /_checkout/pay: a payment
// and the handler's signed result), and signed webhooks (X-Razorpay-Signature, X-Razorpay-Event-Id)
// handed to `deliver`. `failNext` makes the next calls time out or answer 5xx.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { hmacHex, paymentSignature } from '../../../src/adapters/payments/razorpay-signature.ts'
import {
  entityId,
  memoryEntityStore,
  unixNow,
  type Entity,
} from '../../../src/sandbox-gateway/protocol/entity-store.ts'
import {
  makePayment,
  type GatewayEvent,
  type PaymentOutcome,
} from '../../../src/sandbox-gateway/protocol/payments.ts'
import { restCall } from '../../../src/sandbox-gateway/protocol/rest-api.ts'

export const FAKE_RAZORPAY_KEYS = {
  keyId: 'rzp_test_FakeKey0001',
  keySecret: 'fake-razorpay-key-secret-0001',
  webhookSecret: 'fake-razorpay-webhook-secret-0001',
}

export type Delivery = { body: string; headers: Record<string, string> }
export type RestLog = { method: string; url: string; authorization?: string; body: unknown; status: number }

export async function startFakeRazorpay() {
  const store = memoryEntityStore()
  const received: RestLog[] = []
  const deliveries: Delivery[] = []
  let deliver: (d: Delivery) => Promise<unknown> = async () => {}
  const failures: ('timeout' | '500')[] = []

  function emit(event: GatewayEvent) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_Fake00000001',
      event: event.event,
      contains: Object.keys(event.payload),
      payload: event.payload,
      created_at: unixNow(),
    })
    const delivery = {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(FAKE_RAZORPAY_KEYS.webhookSecret, body),
        'x-razorpay-event-id': entityId('evt'),
      },
    }
    deliveries.push(delivery)
    void deliver(delivery).catch(() => {})
  }
  const ctx = { ...FAKE_RAZORPAY_KEYS, store, emit }

  /** What Checkout does when the shopper completes (or fails) the payment on Razorpay's screens. */
  async function checkoutPay(orderId: string, outcome: PaymentOutcome) {
    const made = await makePayment(store, orderId, outcome, emit)
    if ('refused' in made)
      return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: made.refused } } }
    const id = made.payment.id
    if (outcome.status === 'failed')
      return {
        status: 200,
        body: {
          error: {
            code: outcome.code,
            description: outcome.description,
            metadata: { payment_id: id, order_id: orderId },
          },
        },
      }
    return {
      status: 200,
      body: {
        razorpay_payment_id: id,
        razorpay_order_id: orderId,
        razorpay_signature: paymentSignature(FAKE_RAZORPAY_KEYS.keySecret, orderId, id),
      },
    }
  }

  async function answer(req: IncomingMessage, text: string) {
    let body: unknown
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = text // not JSON: the REST checks refuse it as Razorpay would
    }
    const url = req.url ?? ''
    if (url === '/_checkout/pay' && req.method === 'POST') {
      const b = (body ?? {}) as {
        order_id?: string
        key?: string
        outcome?: 'success' | 'failure'
        method?: 'upi' | 'card'
      }
      if (b.key !== FAKE_RAZORPAY_KEYS.keyId)
        return { status: 401, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid key' } } }
      const method = b.method ?? 'upi'
      const outcome: PaymentOutcome =
        b.outcome === 'failure'
          ? { status: 'failed', method, code: 'BAD_REQUEST_ERROR', description: 'Payment failed' }
          : { status: 'captured', method, ...(method === 'card' ? { last4: '1111', network: 'Visa' } : {}) }
      return checkoutPay(String(b.order_id), outcome)
    }
    const auth = req.headers.authorization
    const result = await restCall({ method: req.method ?? 'GET', path: url, authorization: auth, body }, ctx)
    received.push({ method: req.method ?? '', url, authorization: auth, body, status: result.status })
    return result
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const failure = req.url?.startsWith('/v1/') ? failures.shift() : undefined
      if (failure === 'timeout') return // never answers: the store's timeout decides
      if (failure === '500')
        return void res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Server error</h1>')
      void answer(req, Buffer.concat(chunks).toString('utf8')).then((a) =>
        res
          .writeHead(a.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
          .end(JSON.stringify(a.body)),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    received,
    deliveries,
    store,
    checkoutPay,
    /** The shopper pays successfully: the handler's result. */
    pay: async (orderId: string, method: 'upi' | 'card' = 'upi') => {
      const outcome = method === 'card' ? { last4: '1111', network: 'Visa' } : {}
      const done = await checkoutPay(orderId, { status: 'captured', method, ...outcome })
      if (done.status !== 200 || !('razorpay_signature' in done.body))
        throw new Error(`fake checkout refused: ${JSON.stringify(done.body)}`)
      return done.body as {
        razorpay_payment_id: string
        razorpay_order_id: string
        razorpay_signature: string
      }
    },
    /** Where webhooks go (the store under test). */
    deliverTo: (fn: (d: Delivery) => Promise<unknown>) => void (deliver = fn),
    failNext: (...kinds: ('timeout' | '500')[]) => void failures.push(...kinds),
    entity: (id: string): Entity | undefined => store.all().find((e) => e.id === id),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>

/** The settings that point a store at this fake. */
export const fakeRazorpaySettings = (fake: { origin: string }) => ({
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: FAKE_RAZORPAY_KEYS.keyId,
  RAZORPAY_KEY_SECRET: FAKE_RAZORPAY_KEYS.keySecret,
  RAZORPAY_WEBHOOK_SECRET: FAKE_RAZORPAY_KEYS.webhookSecret,
  RAZORPAY_API_URL: fake.origin,
  PAYMENT_GATEWAY_TIMEOUT_MS: '1500',
  PAYMENT_RECONCILE_MS: '0',
})
