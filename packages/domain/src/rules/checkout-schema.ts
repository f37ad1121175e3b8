// Request bodies of the cart, checkout and pay calls as schemas (the API validates with them; browsers
// use the plain rules in pincode.ts and payment.ts to check forms without loading zod).
import { z } from 'zod'
import { normalisePhone, isPincode } from './pincode.ts'
import { cardDigits, expiryValid, isExpiryFormat, isUpiId, luhnValid } from './payment.ts'
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

export const paymentSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('UPI'),
    upiId: z.string().trim().refine(isUpiId, 'must be a UPI id like name@bank'),
  }),
  z.object({
    method: z.literal('CARD'),
    cardNumber: z.string().transform(cardDigits).refine(luhnValid, 'is not a valid card number'),
    expiry: z
      .string()
      .trim()
      .refine(isExpiryFormat, 'must be MM/YY')
      .refine((v) => expiryValid(v), 'is in the past: the card has expired'),
    cvc: z
      .string()
      .trim()
      .regex(/^[0-9]{3,4}$/, 'must be 3 or 4 digits'),
  }),
  z.object({ method: z.literal('COD') }),
])
export type Payment = z.infer<typeof paymentSchema>

export const payBodySchema = z.object({ address: addressSchema, payment: paymentSchema })
export type PayBody = z.infer<typeof payBodySchema>
