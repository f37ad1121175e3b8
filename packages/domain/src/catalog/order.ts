// API answers of the cart, checkout and order calls (spec §3 cart item, §7 cart and checkout).
import { z } from 'zod'
import { ORDER_STATUSES, PAYMENT_METHODS, REFUND_STATUSES } from '../rules/checkout.ts'
import { offerSchema, selectedOptionSchema } from './product.ts'

/** POST /api/cart/data: one line as the bag shows it, priced by the server for this shopper. */
export const cartLineSchema = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  quantity: z.number().int(),
  title: z.string(),
  slug: z.string(),
  brandName: z.string(),
  image: z.string().nullable(),
  options: z.array(selectedOptionSchema),
  availableForSale: z.boolean(),
  unitPrice: z.number().int(),
  offer: offerSchema.nullable(),
  isUpvoted: z.boolean(),
  unitDiscount: z.number().int(),
  lineTotal: z.number().int(),
  batchMinimum: z.number().int().nullable(),
  /**
   * Where the line checks out (decision 0622): 'store' (the built-in checkout) or 'shopify:<shop>' (a
   * platform-channel brand's Shopify store). Lines of one group check out together.
   */
  checkoutGroup: z.string(),
})
export type CartLine = z.infer<typeof cartLineSchema>

export const cartDataSchema = z.object({
  lines: z.array(cartLineSchema),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  count: z.number().int(),
})
export type CartData = z.infer<typeof cartDataSchema>

export const checkoutUrlSchema = z.object({ checkoutUrl: z.string() })

export const orderStatusSchema = z.enum(ORDER_STATUSES)
export const paymentMethodSchema = z.enum(PAYMENT_METHODS)

export const orderItemSchema = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  options: z.array(selectedOptionSchema),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  unitDiscount: z.number().int(),
  lineTotal: z.number().int(),
})
export type OrderItem = z.infer<typeof orderItemSchema>

export const orderAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
})
export type OrderAddress = z.infer<typeof orderAddressSchema>

/** The courier's parcel, as the operator enters it when shipping an order. */
export const trackingSchema = z.object({
  carrier: z.string().trim().min(2).max(60),
  trackingNumber: z
    .string()
    .trim()
    .min(4)
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/, 'Use letters, digits and dashes only'),
  trackingUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
})
export type Tracking = z.infer<typeof trackingSchema>

export const orderSchema = z.object({
  publicId: z.string(),
  status: orderStatusSchema,
  items: z.array(orderItemSchema),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  coupon: z.string().nullable(),
  paymentMethod: paymentMethodSchema.nullable(),
  /** Card payments: the last four digits as the gateway reports them (the store never sees the number). */
  cardLast4: z.string().nullable(),
  address: orderAddressSchema.nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** PENDING orders: until when they can be paid. */
  expiresAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** A cancelled paid order's refund, as the gateway reports it. */
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  /** Set when an operator marks the order shipped (decision 0763). */
  tracking: trackingSchema.nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
})
export type Order = z.infer<typeof orderSchema>

/** GET /api/orders: one row of the shopper's order list. */
export const orderSummarySchema = orderSchema
  .pick({ publicId: true, status: true, total: true, paymentMethod: true, createdAt: true, paidAt: true })
  .extend({
    itemCount: z.number().int(),
    /** The first line's title and image, for the list row. */
    title: z.string(),
    image: z.string().nullable(),
  })
export type OrderSummary = z.infer<typeof orderSummarySchema>

/** POST /api/orders/{id}/payment: what the browser opens Razorpay Checkout (or the sandbox's) with. */
export const paymentSessionSchema = z.object({
  gateway: z.enum(['razorpay', 'sandbox']),
  /** The public key id (rzp_…); never the secret. */
  keyId: z.string(),
  /** The gateway's order id for this attempt (order_…). */
  gatewayOrderId: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  checkoutScript: z.string(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), contact: z.string(), email: z.string().optional() }),
})
export type PaymentSession = z.infer<typeof paymentSessionSchema>
