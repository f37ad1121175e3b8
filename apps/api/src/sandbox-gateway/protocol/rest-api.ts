// Razorpay's REST API as a gateway that speaks its protocol answers it: Basic auth, JSON bodies checked
// the way Razorpay checks them (integer paise, INR, receipt ≤ 40, no unknown fields, known ids), and
// Razorpay's documented entity shapes and `{ error: { code, description, … } }` bodies.
import type { EntityStore, Entity } from './entity-store.ts'
import { entityId, unixNow } from './entity-store.ts'
import { razorpayError, type RestAnswer } from './razorpay-error.ts'
import { refundPayment, type Emit } from './payments.ts'

export type RestRequest = { method: string; path: string; authorization?: string; body: unknown }
export type RestContext = { keyId: string; keySecret: string; store: EntityStore; emit: Emit }

const notFound = () => razorpayError(400, 'The id provided does not exist')

function authorized(auth: string | undefined, ctx: RestContext): boolean {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(auth ?? '')
  if (!match) return false
  return Buffer.from(match[1]!, 'base64').toString('utf8') === `${ctx.keyId}:${ctx.keySecret}`
}

const ORDER_FIELDS = new Set(['amount', 'currency', 'receipt', 'notes', 'partial_payment'])

function orderProblem(body: Record<string, unknown>): RestAnswer | null {
  const extra = Object.keys(body).filter((k) => !ORDER_FIELDS.has(k))
  if (extra.length)
    return razorpayError(400, `${extra.join(', ')} is/are not required and should not be sent`)
  if (body.amount === undefined) return razorpayError(400, 'The amount field is required.', 'amount')
  if (typeof body.amount !== 'number' || !Number.isInteger(body.amount))
    return razorpayError(400, 'The amount must be an integer.', 'amount')
  if (body.amount < 100) return razorpayError(400, 'The amount must be atleast INR 1.00', 'amount')
  if (body.currency === undefined) return razorpayError(400, 'The currency field is required.', 'currency')
  if (body.currency !== 'INR') return razorpayError(400, 'Currency is not supported', 'currency')
  if (body.receipt !== undefined && (typeof body.receipt !== 'string' || body.receipt.length > 40))
    return razorpayError(400, 'The receipt may not be greater than 40 characters.', 'receipt')
  const notes = body.notes ?? {}
  if (typeof notes !== 'object' || Array.isArray(notes) || Object.keys(notes).length > 15)
    return razorpayError(400, 'The notes must be an object of at most 15 keys.', 'notes')
  return null
}

async function createOrder(body: Record<string, unknown>, ctx: RestContext): Promise<RestAnswer> {
  const problem = orderProblem(body)
  if (problem) return problem
  const order: Entity = {
    id: entityId('order'),
    entity: 'order',
    amount: body.amount,
    amount_paid: 0,
    amount_due: body.amount,
    currency: 'INR',
    receipt: body.receipt ?? null,
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: body.notes ?? {},
    created_at: unixNow(),
  }
  await ctx.store.put(order)
  return { status: 200, body: order }
}

async function capture(
  payment: Entity,
  body: Record<string, unknown>,
  ctx: RestContext,
): Promise<RestAnswer> {
  if (payment.status !== 'authorized') return razorpayError(400, 'This payment has already been captured')
  if (body.amount !== payment.amount || body.currency !== payment.currency)
    return razorpayError(400, 'Capture amount must be equal to the amount authorized', 'amount')
  const captured = { ...payment, status: 'captured', captured: true }
  await ctx.store.put(captured, payment.order_id as string)
  return { status: 200, body: captured }
}

export async function restCall(req: RestRequest, ctx: RestContext): Promise<RestAnswer> {
  if (!authorized(req.authorization, ctx)) return razorpayError(401, 'Authentication failed')
  const [path] = req.path.split('?')
  const body = (req.body ?? {}) as Record<string, unknown>
  if (req.method === 'POST' && (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)))
    return razorpayError(400, 'The request body must be a JSON object')
  const [, v1, kind, id, action, extra] = (path ?? '').split('/')
  if (v1 !== 'v1' || extra !== undefined)
    return razorpayError(404, 'The requested URL was not found on the server.')
  if (kind === 'orders' && !id && req.method === 'POST') return createOrder(body, ctx)
  const found = id ? await ctx.store.get(id) : null
  if (kind === 'orders' && found?.entity === 'order' && req.method === 'GET') {
    if (!action) return { status: 200, body: found }
    if (action === 'payments') {
      const items = await ctx.store.children(found.id, 'payment')
      return { status: 200, body: { entity: 'collection', count: items.length, items } }
    }
  }
  if (kind === 'payments' && found?.entity === 'payment') {
    if (req.method === 'GET' && !action) return { status: 200, body: found }
    if (req.method === 'POST' && action === 'capture') return capture(found, body, ctx)
    if (req.method === 'POST' && action === 'refund') return refundPayment(found, body, ctx.store, ctx.emit)
  }
  return id ? notFound() : razorpayError(404, 'The requested URL was not found on the server.')
}
