import { z } from 'zod'

/** One problem with a request: where (['body', 'address', 'pincode'], array indices as numbers) and what. */
export const apiIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
})
export type ApiIssue = z.infer<typeof apiIssueSchema>

/**
 * Every 4xx/5xx body of the API. `error` is a stable machine code, `message` names the problem; a request
 * that failed validation also lists each problem in `issues`, so clients never parse `message`.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(apiIssueSchema).optional(),
})
export type ApiError = z.infer<typeof apiErrorSchema>

/** Body of POST /api/fb-events (spec §7): an advertising event sent on add to cart and buy now. */
export const fbEventSchema = z.object({
  eventName: z.string().trim().min(1).max(100),
  eventUrl: z.string().max(2000).optional(),
  userAgent: z.string().max(1000).optional(),
  email: z.string().max(320).optional(),
  fbp: z.string().max(500).optional(),
  fbc: z.string().max(500).optional(),
  content_ids: z
    .array(z.union([z.string().max(50), z.number().int()]))
    .max(100)
    .optional(),
  content_type: z.string().max(50).optional(),
  contents: z
    .array(
      z.object({
        id: z.union([z.string().max(50), z.number().int()]),
        quantity: z.number().int().positive().max(10_000).optional(),
        item_price: z.number().nonnegative().optional(),
      }),
    )
    .max(100)
    .optional(),
  currency: z.literal('INR').default('INR'),
  cart_total: z.number().nonnegative().optional(),
})
export type FbEvent = z.infer<typeof fbEventSchema>
