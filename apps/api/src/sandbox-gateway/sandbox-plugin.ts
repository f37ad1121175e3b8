// The sandbox gateway at /sandbox-gateway (used when no Razorpay keys are set): Razorpay's REST API
// under /v1, a checkout.js, the hosted payment page, signed webhooks to the store. It is a gateway of
// its own: the store talks to it only through the Razorpay adapter (docs/decisions/0601).
import type { FastifyInstance, FastifyReply } from 'fastify'
import { paymentSignature } from '../adapters/payments/razorpay-signature.ts'
import { dbEntityStore } from './db-entity-store.ts'
import { HOSTED_PAGE_JS, SANDBOX_CHECKOUT_JS } from './checkout-script.ts'
import { hostedPage, type HostedPageView } from './hosted-page.ts'
import { makePayment } from './protocol/payments.ts'
import { restCall } from './protocol/rest-api.ts'
import { readAttempt, type AttemptForm } from './read-attempt.ts'
import { webhookSender } from './webhook-sender.ts'

export type SandboxOptions = { keyId: string; keySecret: string; webhookSecret: string }

/** Its page is framed by the store's own pages (same origin), unlike every other page of the store. */
function sendPage(reply: FastifyReply, status: number, html: string) {
  const csp = reply.raw.getHeader('content-security-policy')
  if (typeof csp === 'string')
    reply.raw.setHeader(
      'content-security-policy',
      csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    )
  reply.raw.setHeader('x-frame-options', 'SAMEORIGIN')
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
}

export async function sandboxGateway(app: FastifyInstance, keys: SandboxOptions) {
  const store = dbEntityStore(app.db)
  const emit = webhookSender(app, keys.webhookSecret)
  const ctx = { ...keys, store, emit }
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  app.route({
    method: ['GET', 'POST'],
    url: '/v1/*',
    schema: { hide: true },
    handler: async (req, reply) => {
      const answer = await restCall(
        {
          method: req.method,
          path: req.url.slice(req.url.indexOf('/v1/')),
          authorization: req.headers.authorization,
          body: req.body,
        },
        ctx,
      )
      return reply.status(answer.status).send(answer.body)
    },
  })
  const script = (js: string) => async (_req: unknown, reply: FastifyReply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(js)
  app.get('/checkout.js', { schema: { hide: true } }, script(SANDBOX_CHECKOUT_JS))
  app.get('/hosted-page.js', { schema: { hide: true } }, script(HOSTED_PAGE_JS))

  /** The order the page is for, if the key is ours and the order exists; else the reason. */
  async function payableOrder(orderId: string, keyId: unknown) {
    if (keyId !== keys.keyId) return { refused: 'This payment link is not for this gateway key' }
    const order = await store.get(orderId)
    if (!order || order.entity !== 'order') return { refused: 'The id provided does not exist' }
    const view: HostedPageView = {
      orderId,
      keyId: keys.keyId,
      receipt: String(order.receipt ?? orderId),
      amount: Number(order.amount),
      method: 'upi',
    }
    return { view }
  }
  type PayRoute = { Params: { orderId: string }; Querystring: { key_id?: string }; Body: AttemptForm }

  app.get<PayRoute>('/pay/:orderId', { schema: { hide: true } }, async (req, reply) => {
    const found = await payableOrder(req.params.orderId, req.query.key_id)
    if ('refused' in found)
      return sendPage(reply, 404, `<!doctype html><title>Sandbox</title><p>${found.refused}</p>`)
    return sendPage(reply, 200, hostedPage(found.view))
  })

  app.post<PayRoute>('/pay/:orderId', { schema: { hide: true }, bodyLimit: 4096 }, async (req, reply) => {
    const found = await payableOrder(req.params.orderId, req.query.key_id)
    if ('refused' in found)
      return sendPage(reply, 404, `<!doctype html><title>Sandbox</title><p>${found.refused}</p>`)
    const form = typeof req.body === 'object' && req.body ? req.body : {}
    const view = { ...found.view, method: form.method === 'card' ? ('card' as const) : ('upi' as const) }
    const outcome = readAttempt(form)
    if ('fix' in outcome) return sendPage(reply, 422, hostedPage({ ...view, error: outcome.fix }))
    const made = await makePayment(store, view.orderId, outcome, emit)
    if ('refused' in made) return sendPage(reply, 409, hostedPage({ ...view, error: made.refused }))
    const payment = made.payment
    if (outcome.status === 'failed') {
      const error = {
        code: outcome.code,
        description: outcome.description,
        metadata: { payment_id: payment.id, order_id: view.orderId },
      }
      return sendPage(
        reply,
        200,
        hostedPage({ ...view, error: outcome.description, result: { type: 'failed', error } }),
      )
    }
    const response = {
      razorpay_payment_id: payment.id,
      razorpay_order_id: view.orderId,
      razorpay_signature: paymentSignature(keys.keySecret, view.orderId, payment.id),
    }
    return sendPage(reply, 200, hostedPage({ ...view, result: { type: 'success', response } }))
  })
}
