// Listing query (names and slugs, as in the address) → a product filter of ids. A name that matches
// nothing makes an empty listing, not an error: the web shows its empty state (docs/decisions/0142).
import type { Db } from '../db/client.ts'
import { findBrandBySlug } from '../repositories/brands.ts'
import type { ProductFilter } from '../repositories/product-listing.ts'
import { findTagBySlug } from '../repositories/tags.ts'
import { compileQuery } from '../search/compile-query.ts'
import { resolveCategoryScope, type CategoryNames } from './category-scope.ts'

export type ListingQuery = CategoryNames & { tag?: string; brand?: string; search?: string }

/** null: some filter names nothing, so nothing can match. */
export async function resolveListingFilter(db: Db, query: ListingQuery): Promise<ProductFilter | null> {
  const [categoryScope, tag, brand, compiled] = await Promise.all([
    resolveCategoryScope(db, query),
    query.tag === undefined ? undefined : findTagBySlug(db, query.tag),
    query.brand === undefined ? undefined : findBrandBySlug(db, query.brand),
    query.search === undefined ? undefined : compileQuery(db, query.search, 'search'),
  ])
  // Text with no word the catalogue could match (only punctuation, unknown words) finds nothing.
  if (compiled && !compiled.search) return null
  if (query.tag !== undefined && !tag) return null
  if (query.brand !== undefined && !brand) return null
  if (categoryScope && !categoryScope.categoryIds.length && !categoryScope.subcategoryIds.length) return null
  return {
    ...(categoryScope && { categoryScope }),
    ...(tag && { tagId: tag.id }),
    ...(brand && { brandId: brand.brandId }),
    ...(compiled?.search && { search: compiled.search }),
  }
}
