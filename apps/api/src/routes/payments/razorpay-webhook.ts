// POST /api/payments/razorpay/webhook — Razorpay's (or the sandbox's) webhooks. The body is read raw:
// X-Razorpay-Signature is an HMAC of the exact bytes sent. Missing or wrong signature → 400 and nothing
// is read; a handled event id → 200 duplicate; a gateway that cannot be reached → 503 (Razorpay retries).
import type { FastifyInstance } from 'fastify'
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import { webhookSignatureValid } from '../../adapters/payments/razorpay-signature.ts'
import { badRequest, HttpError } from '../../http/errors.ts'
import { viaGateway } from '../../services/payments/gateway-errors.ts'
import { handleWebhook, type WebhookEvent } from '../../services/payments/handle-webhook.ts'

export async function razorpayWebhookRoute(app: FastifyInstance) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body))
  app.post<{ Body: string }>(
    '/payments/razorpay/webhook',
    {
      bodyLimit: 256 * 1024,
      schema: { tags: ['payments'], summary: 'Razorpay webhooks (signed with the webhook secret)' },
    },
    async (req) => {
      const raw = typeof req.body === 'string' ? req.body : ''
      const signature = req.headers['x-razorpay-signature']
      if (
        typeof signature !== 'string' ||
        !webhookSignatureValid(app.paymentGateway.webhookSecret, raw, signature)
      )
        throw new HttpError(
          400,
          CHECKOUT_ERRORS.webhookSignatureInvalid,
          'X-Razorpay-Signature is missing or does not match the body',
        )
      const eventId = req.headers['x-razorpay-event-id']
      if (typeof eventId !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(eventId))
        throw badRequest('X-Razorpay-Event-Id is missing or malformed')
      let body: WebhookEvent
      try {
        body = JSON.parse(raw) as WebhookEvent
      } catch {
        throw badRequest('The webhook body is not JSON')
      }
      if (typeof body !== 'object' || body === null) throw badRequest('The webhook body is not a JSON object')
      const deps = { db: app.db, gateway: app.paymentGateway, log: req.log }
      const handled = await viaGateway(
        () => handleWebhook(deps, eventId, body),
        'The payment gateway could not be reached to check this event.',
      )
      app.jobs.kick() // a confirmation or refund email leaves now
      return handled
    },
  )
}
