// Brand, tag, category, guide and tape shapes of spec §3.
import { z } from 'zod'
import { pageSchema } from './page.ts'
import { brandRefSchema, productSummarySchema } from './product.ts'

export const brandSchema = brandRefSchema.extend({
  description: z.string(),
  logoUrl: z.string(),
  bannerUrl: z.string().nullable(),
  city: z.string(),
  featured: z.boolean(), // one of the 8 "BRAND DISCOGRAPHY" brands on the home page
  productCount: z.number().int().nonnegative(),
})
export type Brand = z.infer<typeof brandSchema>

export const tagSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() })
export type Tag = z.infer<typeof tagSchema>

export const subcategorySchema = z.object({ paramName: z.string(), categoryName: z.string() })
export const categorySchema = z.object({
  paramName: z.string(),
  categoryName: z.string(),
  iconUrl: z.string().nullable(),
  subcategories: z.array(subcategorySchema),
})
export type Category = z.infer<typeof categorySchema>

export const tapeSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  product: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    upvoteCount: z.number().int().nonnegative(),
  }),
})
export type Tape = z.infer<typeof tapeSchema>

export const tapePageSchema = z.object({
  content: z.array(tapeSchema),
  pageNumber: z.number().int().nonnegative(),
  last: z.boolean(),
})
export type TapePage = z.infer<typeof tapePageSchema>

export const guideSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  paramName: z.string(),
  headline: z.string(),
  description: z.string(),
  slug: z.string(),
  curatorName: z.string(),
  curatorPhotoUrl: z.string().nullable(),
  imageUrl: z.string(),
  featured: z.boolean(),
  eventName: z.string().nullable(),
  categories: z.array(z.string()),
  /** Omitted (empty) when asked with withproducts=false. */
  products: z.array(productSummarySchema),
})
export type Guide = z.infer<typeof guideSchema>

/** GET /api/brand/product/slug/{slug}: the brand and the first page of its products. */
export const brandPageSchema = z.object({
  brand: brandSchema,
  products: pageSchema(productSummarySchema),
})
export type BrandPage = z.infer<typeof brandPageSchema>

/** GET /api/user/{id}: the signed-in shopper and the ids of the products they upvoted. */
export const userVotesSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  upvotedProductIds: z.array(z.number().int()),
})
export type UserVotes = z.infer<typeof userVotesSchema>
