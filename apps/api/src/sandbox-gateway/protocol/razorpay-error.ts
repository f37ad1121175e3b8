// Razorpay's error body, `{ error: { code, description, source, step, reason, metadata, field } }`.

export type RestAnswer = { status: number; body: unknown }

export const razorpayError = (
  status: number,
  description: string,
  field: string | null = null,
): RestAnswer => ({
  status,
  body: {
    error: {
      code: status === 401 ? 'BAD_REQUEST_ERROR' : status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: status === 401 ? 'authentication_failed' : 'input_validation_failed',
      metadata: {},
      field,
    },
  },
})
