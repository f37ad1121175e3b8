import { z } from 'zod'

/** Spec §3 page response. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    pageNumber: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
    last: z.boolean(),
    /** Total matching items: the listing header shows the result count. */
    totalElements: z.number().int().nonnegative(),
    /** Sum of the matching products' upvotes (the listing header's total votes); product listings only. */
    totalUpvotes: z.number().int().nonnegative().optional(),
  })
}
export type Page<T> = {
  content: T[]
  pageNumber: number
  totalPages: number
  last: boolean
  totalElements: number
  totalUpvotes?: number
}
