// Request bodies of the cart, checkout and pay calls as schemas (the API validates with them; browsers
// use the plain rules in pincode.ts to check forms without loading zod). No card or UPI details: online
// payments are typed on the gateway's own page (docs/payments.md).
import { z } from 'zod'
import { normalisePhone, isPincode } from './pincode.ts'
import { MAX_LINE_QUANTITY } from './selection.ts'

/** Lines may carry more (itemPrice, offer …): only these three are read; prices come from the catalogue. */
export const itemLineSchema = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
  variantId: z.number().int().positive().max(2_147_483_647),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
})
export type ItemLine = z.infer<typeof itemLineSchema>

export const MAX_CART_LINES = 100
export const itemLinesSchema = z.array(itemLineSchema).max(MAX_CART_LINES)
export const checkoutLinesSchema = itemLinesSchema.min(1, 'must hold at least one line')

const text = (max: number) => z.string().trim().min(1, 'is required').max(max)

export const addressSchema = z.object({
  name: text(100),
  phone: z.string().transform((v, ctx) => {
    const phone = normalisePhone(v)
    if (!phone) ctx.addIssue({ code: 'custom', message: 'must be a 10-digit phone number (optional +91)' })
    return phone ?? ''
  }),
  line1: text(200),
  line2: z.string().trim().max(200).optional(),
  city: text(100),
  state: text(100),
  pincode: z.string().trim().refine(isPincode, 'must be exactly 6 digits, the first not 0'),
})
export type Address = z.infer<typeof addressSchema>

/** Cash on delivery is the only payment the store's own pay call takes; online payments start a session. */
export const paymentSchema = z.object({ method: z.literal('COD') })
export type Payment = z.infer<typeof paymentSchema>

export const payBodySchema = z.object({ address: addressSchema, payment: paymentSchema })
export type PayBody = z.infer<typeof payBodySchema>

/** POST /api/orders/{id}/payment: the address, and a key the browser keeps for one attempt (double clicks). */
export const paymentSessionBodySchema = z.object({
  address: addressSchema,
  attempt: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, _ or -'),
})
export type PaymentSessionBody = z.infer<typeof paymentSessionBodySchema>

const gatewayId = (prefix: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{6,40}$`), `must be a ${prefix}_… id`)

/** POST /api/orders/{id}/payment/verify: what Razorpay Checkout's handler received. */
export const paymentVerifyBodySchema = z.object({
  razorpay_payment_id: gatewayId('pay'),
  razorpay_order_id: gatewayId('order'),
  razorpay_signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 hex characters'),
})
export type PaymentVerifyBody = z.infer<typeof paymentVerifyBodySchema>
