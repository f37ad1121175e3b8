// Sends the sandbox gateway's webhooks to the store's endpoint the way Razorpay does: the JSON event,
// X-Razorpay-Signature over the raw body with the webhook secret, X-Razorpay-Event-Id, and retries with
// backoff while the store answers anything but 2xx.
import type { FastifyInstance } from 'fastify'
import { hmacHex } from '../adapters/payments/razorpay-signature.ts'
import { entityId, unixNow } from './protocol/entity-store.ts'
import type { GatewayEvent } from './protocol/payments.ts'

export const WEBHOOK_PATH = '/api/payments/razorpay/webhook'
const RETRY_MS = [1000, 5000, 30_000]

export function webhookSender(app: FastifyInstance, webhookSecret: string) {
  async function deliver(body: string, eventId: string, attempt: number) {
    const res = await app
      .inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(webhookSecret, body),
          'x-razorpay-event-id': eventId,
        },
        payload: body,
      })
      .catch(() => null)
    const delay = RETRY_MS[attempt]
    if ((!res || res.statusCode >= 300) && delay !== undefined) {
      setTimeout(() => void deliver(body, eventId, attempt + 1), delay).unref()
    }
  }
  /** Events go out in the order made, after the answer that made them (as Razorpay's arrive later). */
  return (event: GatewayEvent) => {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_HaatSandbox0001',
      event: event.event,
      contains: Object.keys(event.payload),
      payload: event.payload,
      created_at: unixNow(),
    })
    setImmediate(() => void deliver(body, entityId('evt'), 0))
  }
}
