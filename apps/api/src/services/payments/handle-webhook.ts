// One Razorpay webhook delivery, its signature already checked. Payment events settle the payment as
// the gateway reports it when fetched (the body is not trusted for money); refund events move a refund's
// state forward only. Handled event ids are recorded after handling, so a replay changes nothing and
// a delivery that failed half-way is handled again when Razorpay retries it.
import type { FastifyBaseLogger } from 'fastify'
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts'
import { GatewayRejectedError } from '../../adapters/payments/razorpay-entities.ts'
import type { Db } from '../../db/client.ts'
import { recordWebhookEvent, webhookEventSeen } from '../../repositories/payments.ts'
import { noteRefundState } from './refund-state.ts'
import { settlePayment } from './settle-payment.ts'

type Entity = { id?: unknown; status?: unknown; payment_id?: unknown; order_id?: unknown }
export type WebhookEvent = { event?: unknown; payload?: Record<string, { entity?: Entity } | undefined> }
export type WebhookResult = { status: 'handled' | 'duplicate' | 'ignored'; reason?: string }

const PAYMENT_EVENTS = new Set(['payment.captured', 'payment.authorized', 'order.paid'])

export async function handleWebhook(
  deps: { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger },
  eventId: string,
  body: WebhookEvent,
): Promise<WebhookResult> {
  const { db } = deps
  if (await webhookEventSeen(db, eventId)) return { status: 'duplicate' }
  const event = String(body.event ?? '')
  const payment = body.payload?.payment?.entity
  const refund = body.payload?.refund?.entity
  let result: WebhookResult = { status: 'handled' }
  if (PAYMENT_EVENTS.has(event) && typeof payment?.id === 'string') {
    const fetched = await deps.gateway.api.fetchPayment(payment.id).catch((err: Error) => {
      if (err instanceof GatewayRejectedError) return null // the gateway does not know it: not ours
      throw err
    })
    const settled = fetched ? await settlePayment(deps, fetched) : { kind: 'unknown-order' as const }
    if (settled.kind === 'unknown-order')
      result = { status: 'ignored', reason: 'not a payment of this store' }
  } else if (
    (event === 'refund.processed' || event === 'refund.failed') &&
    typeof refund?.payment_id === 'string'
  ) {
    const state = event === 'refund.processed' ? 'PROCESSED' : 'FAILED'
    await noteRefundState(db, refund.payment_id, state, typeof refund.id === 'string' ? refund.id : null)
  } else if (event !== 'payment.failed') {
    // payment.failed needs nothing: the order stays payable. Other events are not subscribed to.
    result = { status: 'ignored', reason: `event '${event}' is not used` }
  }
  await recordWebhookEvent(db, eventId, event)
  if (result.status === 'ignored')
    deps.log.info({ eventId, event, reason: result.reason }, 'payment webhook ignored')
  return result
}
