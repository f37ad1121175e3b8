// API shapes of spec §3, shared by server (response schemas) and browser (types).
import { z } from 'zod'
import { declarationsSchema } from './declarations.ts'
import { FILE_TYPES, OFFER_TYPES, SALES_CHANNELS } from './enums.ts'

export { PLATFORM_SALES_CHANNEL, type SalesChannel } from './enums.ts'

export const fileTypeSchema = z.enum(FILE_TYPES)

export const productFileSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  fileType: fileTypeSchema,
  // Intrinsic size of the largest variant, so pages reserve space (no layout shift).
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
})
export type ProductFile = z.infer<typeof productFileSchema>

export const tagRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() })
export type TagRef = z.infer<typeof tagRefSchema>

export const priceSchema = z.object({ amount: z.number().int().nonnegative(), symbol: z.string() })
export type Price = z.infer<typeof priceSchema>

export const offerTypeSchema = z.enum(OFFER_TYPES)
export type OfferType = z.infer<typeof offerTypeSchema>
export const offerSchema = z.object({
  type: offerTypeSchema,
  value: z.number().int().positive(),
  symbol: z.string(), // '%' for PERCENT, '₹' for AMOUNT
  code: z.string(),
})
export type Offer = z.infer<typeof offerSchema>

export const salesChannelSchema = z.enum(SALES_CHANNELS)

export const brandRefSchema = z.object({
  brandId: z.number().int(),
  brandName: z.string(),
  brandSlug: z.string(),
  salesChannel: salesChannelSchema,
})
export type BrandRef = z.infer<typeof brandRefSchema>

export const selectedOptionSchema = z.object({ name: z.string(), value: z.string() })
export type SelectedOption = z.infer<typeof selectedOptionSchema>

export const variantSchema = z.object({
  id: z.number().int(),
  price: priceSchema,
  availableForSale: z.boolean(),
  image: z.object({ url: z.string() }).nullable(),
  selectedOptions: z.array(selectedOptionSchema),
})
export type Variant = z.infer<typeof variantSchema>

export const productOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  values: z.array(z.string()),
})
export type ProductOption = z.infer<typeof productOptionSchema>

export const sizeChartSchema = z.object({ images: z.array(z.string()) }).nullable()

/** What a card needs: listings return this (small responses); the product page gets `productSchema`. */
export const productSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  headline: z.string(),
  title: z.string(),
  tags: z.array(tagRefSchema),
  files: z.array(productFileSchema),
  price: priceSchema,
  offer: offerSchema.nullable(),
  upvoteCount: z.number().int().nonnegative(),
  isUpvoted: z.boolean(),
  launchedOn: z.string(), // ISO date-time
  viewCount: z.number().int().nonnegative(),
  brand: brandRefSchema,
  custom: z.object({ batch: z.number().int().positive().nullable() }),
  /** Variant count lets a card decide between adding at once and opening the variant sheet. */
  variantCount: z.number().int().nonnegative(),
  availableForSale: z.boolean(),
})
export type ProductSummary = z.infer<typeof productSummarySchema>

export const productSchema = productSummarySchema.extend({
  description: z.string(),
  variants: z.array(variantSchema),
  options: z.array(productOptionSchema),
  buyUrl: z.string().nullable(),
  shippingDetails: z.string().nullable(),
  returnPolicy: z.string().nullable(),
  sizeChart: sizeChartSchema,
  /** Issue 17 §2: what Indian rules ask the page to declare; null when the catalogue has none. */
  declarations: declarationsSchema.nullable().optional(),
  category: z.object({ paramName: z.string(), categoryName: z.string() }),
  subcategory: z.object({ paramName: z.string(), categoryName: z.string() }).nullable(),
})
export type Product = z.infer<typeof productSchema>

/** Answer of PUT /api/product/upvote/{id} and /downvote/{id}. */
export const voteResultSchema = z.object({
  productId: z.number().int(),
  upvoteCount: z.number().int().nonnegative(),
  isUpvoted: z.boolean(),
})
export type VoteResult = z.infer<typeof voteResultSchema>

/** Answer of PUT /api/user/merge/upvotes: the products the account now upvotes from the guest list. */
export const mergeUpvotesResultSchema = z.object({
  merged: z.number().int().nonnegative(),
  productIds: z.array(z.number().int()),
})
export type MergeUpvotesResult = z.infer<typeof mergeUpvotesResultSchema>
