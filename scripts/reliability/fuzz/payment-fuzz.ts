// The payment part of `npm run fuzz`: a store paying through the Razorpay contract fake, driven by seeded
// random steps — orders made, payments started from two tabs, paid or failed on the gateway, handler
// results verified (genuine, forged, another order's, empty), webhooks in any order, replayed, forged or
// for unknown orders, cancels (refunds), the gateway answering 5xx or timing out, reconciliation runs.
// Every answer obeys the fuzz rules (payment gateway trouble may answer 502/503, never another 5xx), a
// forged result or webhook is never accepted, and once settled the money adds up (payment-ledger.ts).
import { razorpayClient } from '../../../apps/api/src/adapters/payments/razorpay-client.ts'
import {
  FAKE_RAZORPAY_KEYS,
  fakeRazorpaySettings,
  startFakeRazorpay,
} from '../../../apps/api/test/support/fakes/razorpay.ts'
import { reconcilePayments } from '../../../apps/api/src/services/payments/reconcile-payments.ts'
import { startInProcessStore, type StoreOptions } from '../lib/in-process-store.ts'
import { createRng } from '../lib/prng.ts'
import { DELIVERY_ADDRESS, insertShopFixture } from '../lib/shop-fixture.ts'
import { paymentLedger } from './payment-ledger.ts'
import { handlerResult, paymentRules, type Handled, type VerifyKind } from './payment-rules.ts'
import { webhookSender } from './payment-webhooks.ts'

type FuzzOrder = {
  publicId: string
  headers: Record<string, string>
  gatewayOrders: string[]
  results: Handled[]
}

const ACTIONS = [
  'order',
  'start',
  'start',
  'gateway',
  'gateway',
  'gateway',
  'verify',
  'verify',
  'verify',
  'webhook',
  'webhook',
  'webhook',
  'cancel',
  'outage',
  'reconcile',
] as const

export async function fuzzPayments(opts: StoreOptions & { seed: number; steps: number }) {
  const razorpay = await startFakeRazorpay()
  const store = await startInProcessStore({
    ...opts,
    env: {
      ...fakeRazorpaySettings(razorpay),
      PAYMENT_GATEWAY_TIMEOUT_MS: '300',
      PAY_RATE_LIMIT: '1000000',
      CHECKOUT_RATE_LIMIT: '1000000',
    },
  })
  const { app, db } = store
  const rng = createRng(opts.seed)
  const webhooks = webhookSender(app, rng)
  razorpay.deliverTo(webhooks.hold)
  const { breaks, byAction, judge: judgeAt } = paymentRules()
  const verifies: Record<VerifyKind, number> = { genuine: 0, forged: 0, 'another order': 0, empty: 0 }
  // One run of the store's reconciliation job (its timer is off here), on the store's settings; a run the
  // gateway's outage interrupts is logged and retried by the job, so it is only counted here.
  const api = razorpayClient({ apiUrl: razorpay.origin, ...FAKE_RAZORPAY_KEYS, timeoutMs: 300 })
  const gateway = { name: 'razorpay' as const, api, ...FAKE_RAZORPAY_KEYS, checkoutScript: '' }
  let interruptedRuns = 0
  const reconcile = () => reconcilePayments({ db, gateway, log: app.log }).catch(() => void interruptedRuns++)
  try {
    const shop = await insertShopFixture(db)
    const shoppers = await Promise.all([0, 1, 2, 3].map((i) => store.mintToken(`fuzz-payer-${i}`)))
    const orders: FuzzOrder[] = []
    let step = 0
    const judge = (action: string, res: Parameters<typeof judgeAt>[2], extra?: string[]) =>
      judgeAt(step, action, res, extra)
    const post = (url: string, headers: Record<string, string>, payload: object) =>
      app.inject({ method: 'POST', url, headers, payload })

    for (; step < opts.steps; step++) {
      const action = orders.length === 0 ? 'order' : rng.pick(ACTIONS)
      const order = orders.length ? rng.pick(orders) : undefined
      if (action === 'order' && orders.length < 30) {
        const headers = { authorization: `Bearer ${rng.pick(shoppers)}` }
        const res = await post('/api/product/shopify/cart/multi', headers, [
          { ...rng.pick(shop.lines), quantity: rng.int(1, 2) },
        ])
        judge(action, res)
        const publicId = (res.json() as { checkoutUrl?: string }).checkoutUrl?.split('/').pop()
        if (res.statusCode === 200 && publicId)
          orders.push({ publicId, headers, gatewayOrders: [], results: [] })
      } else if (action === 'start' && order) {
        const attempt = rng.pick(['tab-one-0001', 'tab-two-0002'])
        const res = await post(`/api/orders/${order.publicId}/payment`, order.headers, {
          address: DELIVERY_ADDRESS,
          attempt,
        })
        judge(action, res)
        const id = res.statusCode === 200 ? (res.json() as { gatewayOrderId: string }).gatewayOrderId : null
        if (id && !order.gatewayOrders.includes(id)) order.gatewayOrders.push(id)
      } else if (action === 'gateway' && order?.gatewayOrders.length) {
        const failed = rng.chance(0.25)
        const outcome = failed
          ? {
              status: 'failed' as const,
              method: 'upi' as const,
              code: 'BAD_REQUEST_ERROR',
              description: 'Payment failed',
            }
          : { status: 'captured' as const, method: rng.pick(['upi', 'card'] as const) }
        const done = await razorpay.checkoutPay(rng.pick(order.gatewayOrders), outcome)
        if ('razorpay_signature' in done.body) order.results.push(done.body as Handled)
      } else if (action === 'verify' && order) {
        const others = orders.filter((o) => o !== order && o.results.length > 0).map((o) => o.results)
        const { kind: counted, body } = handlerResult(rng, order.results, others)
        verifies[counted]++
        const res = await post(`/api/orders/${order.publicId}/payment/verify`, order.headers, body)
        judge(
          action,
          res,
          counted !== 'genuine' && res.statusCode < 300 ? [`${counted} handler result accepted`] : [],
        )
      } else if (action === 'webhook') {
        for (let n = rng.int(1, 3); n > 0; n--) {
          const sent = await webhooks.sendOne()
          if (!sent) break
          const refused = sent.kind === 'forged' || sent.kind === 'tampered'
          const wrong = refused
            ? sent.res.statusCode !== 400
            : sent.res.statusCode !== 200 && sent.res.statusCode !== 503
          judge(
            `webhook ${sent.kind}`,
            sent.res,
            wrong ? [`${sent.kind} webhook answered ${sent.res.statusCode}`] : [],
          )
        }
      } else if (action === 'cancel' && order && rng.chance(0.3)) {
        judge(action, await post(`/api/orders/${order.publicId}/cancel`, order.headers, {}))
      } else if (action === 'outage') {
        razorpay.failNext(rng.chance(0.8) ? '500' : 'timeout')
      } else if (action === 'reconcile') {
        await reconcile()
      }
    }
    // Settle: every webhook the gateway still owes is delivered, then reconciliation runs until quiet.
    while (webhooks.pending() > 0) {
      const sent = await webhooks.sendOne()
      if (sent) judge(`webhook ${sent.kind}`, sent.res)
    }
    for (let i = 0; i < 3; i++) await reconcile()
    const ledger = await paymentLedger(db, razorpay.store.all())
    return { breaks, byAction, verifies, webhooks: webhooks.tally, ledger, interruptedRuns }
  } finally {
    await store.close()
    await razorpay.close()
  }
}
