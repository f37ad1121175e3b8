// The page/size query as the API validates it (kept apart from paging.ts so browsers need no zod).
import { z } from 'zod'
import { MAX_PAGE_SIZE, PRODUCT_PAGE_SIZE } from '../constants/timings.ts'

/** Query strings arrive as text: coerce, then bound. page ≥ 0 (zero-based), size 1..100. */
export const pageParamsSchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PRODUCT_PAGE_SIZE),
})
export type PageParams = z.infer<typeof pageParamsSchema>
