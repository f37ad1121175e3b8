// The parts of Razorpay's entities the store reads (razorpay.com/docs/api: orders, payments, refunds).
// Amounts are paise; created_at is Unix seconds.

export type RazorpayOrder = {
  id: string
  entity: 'order'
  amount: number
  amount_paid: number
  amount_due: number
  currency: string
  receipt: string | null
  status: 'created' | 'attempted' | 'paid'
  attempts: number
  notes: Record<string, string>
  created_at: number
}

export type RazorpayPayment = {
  id: string
  entity: 'payment'
  amount: number
  currency: string
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'
  order_id: string | null
  method: string
  captured: boolean
  amount_refunded: number
  refund_status: 'partial' | 'full' | null
  card?: { last4?: string; network?: string } | null
  error_code: string | null
  error_description: string | null
  created_at: number
}

export type RazorpayRefund = {
  id: string
  entity: 'refund'
  amount: number
  currency: string
  payment_id: string
  status: 'pending' | 'processed' | 'failed'
  created_at: number
}

/** Razorpay's error body: `{ error: { code, description, field?, reason? … } }`. */
export type RazorpayErrorBody = {
  error: { code: string; description: string; field?: string | null; reason?: string | null }
}

/** The gateway could not be reached, took too long, or answered 5xx: the same call may be tried again. */
export class GatewayUnavailableError extends Error {
  override readonly name = 'GatewayUnavailableError'
}

/** The gateway refused the call (4xx): its own description, never our key. */
export class GatewayRejectedError extends Error {
  override readonly name = 'GatewayRejectedError'
  readonly status: number
  readonly code: string
  constructor(status: number, code: string, description: string) {
    super(description)
    this.status = status
    this.code = code
  }
}
