// The admin's insights (issue 15): votes to sales per day over a range, for the whole store, one brand
// or one product. The same schema checks the page's query and the API's.
import { z } from 'zod'
import { INSIGHT_RANGES } from './insight-ranges.ts'

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v)
const id = z.coerce.number().int().min(1).max(2_147_483_647)

export const insightsQuerySchema = z.object({
  /** The last N India days, today included. */
  days: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .refine((n) => (INSIGHT_RANGES as readonly number[]).includes(n), 'Choose 7, 30 or 90 days')
      .default(30),
  ),
  /** A brand's id (an admin's choice; a brand user always gets its own). */
  brand: z.preprocess(emptyAsUndefined, id.optional()),
  product: z.preprocess(emptyAsUndefined, id.optional()),
})
export type InsightsQuery = z.infer<typeof insightsQuerySchema>

const counts = {
  upvotes: z.number().int(),
  unlocks: z.number().int(),
  addsToBag: z.number().int(),
  orders: z.number().int(),
  /** Rupees: paid and cash-on-delivery orders' lines after the upvote discount. */
  revenue: z.number().int(),
}
export const insightCountsSchema = z.object(counts)
export type InsightCounts = z.infer<typeof insightCountsSchema>

const rowSchema = z.object({ id: z.number().int(), name: z.string(), ...counts })
export type InsightRow = z.infer<typeof rowSchema>

export const insightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  scope: z.object({
    brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  days: z.array(z.object({ day: z.string(), ...counts })),
  totals: insightCountsSchema,
  /** The scope's products with the most upvotes in the range (at most 20). */
  products: z.array(rowSchema),
  /** Every brand's totals (the store admin's whole-store view only). */
  brands: z.array(rowSchema),
})
export type Insights = z.infer<typeof insightsSchema>
