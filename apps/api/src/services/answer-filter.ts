// A listing answer remembers the filter it was read for (not serialized): shared answers then know which
// votes move its total votes (decision 0640).
import type { ProductFilter } from '../repositories/product-listing.ts'

const FILTER = Symbol('listing filter')
type Tagged = { [FILTER]?: ProductFilter }

export function withFilter<T extends object>(answer: T, filter: ProductFilter): T {
  Object.defineProperty(answer, FILTER, { value: filter, enumerable: false })
  return answer
}

/** The filter of a listing answer, or of the listing inside it (a brand page's products). */
export function filterOfAnswer(answer: unknown): ProductFilter | undefined {
  if (answer === null || typeof answer !== 'object') return undefined
  const own = (answer as Tagged)[FILTER]
  if (own) return own
  for (const inner of Object.values(answer))
    if (inner !== null && typeof inner === 'object' && (inner as Tagged)[FILTER])
      return (inner as Tagged)[FILTER]
  return undefined
}
