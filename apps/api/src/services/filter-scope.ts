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
