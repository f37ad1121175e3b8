// Spec §4 paging and the page/size query shared by the API and the web listings.
import { z } from 'zod'
import { MAX_PAGE_SIZE, PRODUCT_PAGE_SIZE } from '../constants/timings.ts'

/** §4: ask for the next page only when the answer is not last AND pageNumber + 1 < totalPages. */
export function hasNextPage(p: { last: boolean; pageNumber: number; totalPages: number }): boolean {
  return !p.last && p.pageNumber + 1 < p.totalPages
}

/** Pages needed for `total` items; 0 items → 0 pages. */
export function totalPagesFor(total: number, size: number): number {
  if (size <= 0 || total <= 0) return 0
  return Math.ceil(total / size)
}

/** Row offset of a zero-based page. */
export function pageOffset(page: number, size: number): number {
  return page * size
}

/** Query strings arrive as text: coerce, then bound. page ≥ 0 (zero-based), size 1..100. */
export const pageParamsSchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PRODUCT_PAGE_SIZE),
})
export type PageParams = z.infer<typeof pageParamsSchema>
