// The payment fuzz's webhooks: what the Razorpay fake emitted is held back, then sent in a shuffled
// order (out of order), replayed (same X-Razorpay-Event-Id), forged (another secret), tampered (body
// changed after signing), or made up for an order the store never had (correctly signed).
import type { FastifyInstance } from 'fastify'
import { hmacHex } from '../../../apps/api/src/adapters/payments/razorpay-signature.ts'
import { entityId } from '../../../apps/api/src/sandbox-gateway/protocol/entity-store.ts'
import { FAKE_RAZORPAY_KEYS, type Delivery } from '../../../apps/api/test/support/fakes/razorpay.ts'
import type { Rng } from '../lib/prng.ts'

export type WebhookKind = 'genuine' | 'replayed' | 'forged' | 'tampered' | 'unknown order'
export type WebhookTally = Record<WebhookKind, number> & { 'out of order': number }

/** The body changed after it was signed: an amount raised, else one byte more. */
const tamper = (body: string) => {
  const raised = body.replace(/"amount":(\d+)/, (_, a: string) => `"amount":${Number(a) + 100}`)
  return raised === body ? `${body} ` : raised
}

export function webhookSender(app: FastifyInstance, rng: Rng) {
  const held: (Delivery & { seq: number })[] = []
  const sent: Delivery[] = []
  let emitted = 0
  let lastSeq = -1
  const tally: WebhookTally = {
    genuine: 0,
    replayed: 0,
    forged: 0,
    tampered: 0,
    'unknown order': 0,
    'out of order': 0,
  }
  const post = (d: Delivery) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: d.headers,
      payload: d.body,
    })
  const signed = (body: string): Delivery => ({
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(FAKE_RAZORPAY_KEYS.webhookSecret, body),
      'x-razorpay-event-id': entityId('evt'),
    },
  })

  /** One webhook of a random kind; undefined when there is nothing to send. */
  function next(): { kind: WebhookKind; delivery: Delivery } | undefined {
    const roll = rng.next()
    const base = sent.length ? rng.pick(sent) : undefined
    if (roll < 0.12 && base) return { kind: 'replayed', delivery: base }
    if (roll < 0.2 && base)
      return {
        kind: 'forged',
        delivery: {
          ...base,
          headers: { ...base.headers, 'x-razorpay-signature': hmacHex('guessed-secret', base.body) },
        },
      }
    if (roll < 0.27 && base)
      return {
        kind: 'tampered',
        delivery: { ...base, body: tamper(base.body) },
      }
    if (roll < 0.33 && base)
      return {
        kind: 'unknown order',
        delivery: signed(
          base.body
            .replace(/order_[0-9A-Za-z]{14}/g, entityId('order'))
            .replace(/pay_[0-9A-Za-z]{14}/g, entityId('pay')),
        ),
      }
    if (held.length === 0) return undefined
    const d = held.splice(rng.int(0, held.length - 1), 1)[0]!
    if (d.seq < lastSeq) tally['out of order']++
    lastSeq = Math.max(lastSeq, d.seq)
    sent.push(d)
    return { kind: 'genuine', delivery: d }
  }

  return {
    tally,
    /** Where the fake's webhooks go: held until sent. */
    hold: async (d: Delivery) => void held.push({ ...d, seq: emitted++ }),
    pending: () => held.length,
    /** Sends one webhook; answers it for the rule checks. */
    async sendOne() {
      const chosen = next()
      if (!chosen) return undefined
      tally[chosen.kind]++
      const res = await post(chosen.delivery)
      // Razorpay delivers again what the store could not take (503 while the gateway was unreachable).
      if (chosen.kind === 'genuine' && res.statusCode === 503) held.push({ ...chosen.delivery, seq: lastSeq })
      return { kind: chosen.kind, res }
    },
  }
}
