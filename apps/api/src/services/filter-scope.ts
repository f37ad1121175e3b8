// Whether a listing filter lists a product, from where the product is listed (its category,
// subcategory, brand and tags): lets the listing totals follow a vote without summing again (decision
// 0640). undefined: the filter cannot be judged here (a search), so what depends on it is dropped.
import type { ProductScope } from '../events/catalog-events.ts'
import type { ProductFilter } from '../repositories/product-listing.ts'

const JUDGED = new Set(['categoryScope', 'tagId', 'brandId', 'productIds'])

export function filterLists(
  filter: ProductFilter,
  productId: number,
  scope: ProductScope,
): boolean | undefined {
  if (Object.keys(filter).some((key) => !JUDGED.has(key))) return undefined
  const { categoryScope: within, tagId, brandId, productIds } = filter
  if (within) {
    const inSubcategory = scope.subcategoryId !== null && within.subcategoryIds.includes(scope.subcategoryId)
    if (!within.categoryIds.includes(scope.categoryId) && !inSubcategory) return false
  }
  if (tagId !== undefined && !scope.tagIds.includes(tagId)) return false
  if (brandId !== undefined && brandId !== scope.brandId) return false
  if (productIds && !productIds.includes(productId)) return false
  return true
}

/**
 * The keys a filter's answers are found under, so a vote visits only the answers that may list its
 * product (decision 0640): whenever filterLists(filter, id, scope) is not false, filterScopeKeys(filter)
 * and productScopeKeys(id, scope) share a key. One condition the filter sets is enough (a product must
 * meet them all); a filter this file cannot judge, or one with no condition, is under 'all'.
 */
export function filterScopeKeys(filter: ProductFilter): string[] {
  if (Object.keys(filter).some((key) => !JUDGED.has(key))) return ['all']
  const { categoryScope: within, tagId, brandId, productIds } = filter
  if (productIds) return productIds.map((id) => `p:${id}`)
  if (tagId !== undefined) return [`t:${tagId}`]
  if (brandId !== undefined) return [`b:${brandId}`]
  if (within)
    return [...within.categoryIds.map((id) => `c:${id}`), ...within.subcategoryIds.map((id) => `s:${id}`)]
  return ['all']
}

/** The keys of the answers a vote on this product may move (see filterScopeKeys). */
export function productScopeKeys(productId: number, scope: ProductScope): string[] {
  const keys = ['all', `p:${productId}`, `b:${scope.brandId}`, `c:${scope.categoryId}`]
  if (scope.subcategoryId !== null) keys.push(`s:${scope.subcategoryId}`)
  for (const tagId of scope.tagIds) keys.push(`t:${tagId}`)
  return keys
}
