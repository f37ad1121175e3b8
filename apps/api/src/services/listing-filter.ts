// Listing query (names and slugs, as in the address) → a product filter of ids. A name that matches
// nothing makes an empty listing, not an error: the web shows its empty state (docs/decisions/0142).
import type { Db } from '../db/client.ts'
import { findBrandBySlug } from '../repositories/brands.ts'
import type { ProductFilter } from '../repositories/product-listing.ts'
import { findTagBySlug } from '../repositories/tags.ts'
import { compileQuery } from '../search/compile-query.ts'
import type { Catalog } from './catalog.ts'
import { resolveCategoryScope, type CategoryNames } from './category-scope.ts'

export type ListingQuery = CategoryNames & { tag?: string; brand?: string; search?: string }

/**
 * null: some filter names nothing, so nothing can match. The names (categories, tag, brand) are looked up
 * once per cache lifetime (LISTING_COUNT_CACHE_MS; a catalogue change forgets them), so a listing's first
 * read is its page and its totals, not also a lookup of each name; search text is compiled every time.
 */
export async function resolveListingFilter(
  catalog: Pick<Catalog, 'db' | 'filters'>,
  query: ListingQuery,
): Promise<ProductFilter | null> {
  const { search, ...names } = query
  const { db, filters } = catalog
  const [named, compiled] = await Promise.all([
    filters.get(JSON.stringify(names), () => resolveNames(db, names)),
    search === undefined ? undefined : compileQuery(db, search, 'search'),
  ])
  if (!named) return null
  if (!compiled) return named
  // Text with no word the catalogue could match (only punctuation, unknown words) finds nothing.
  return compiled.search ? { ...named, search: compiled.search } : null
}

async function resolveNames(db: Db, query: Omit<ListingQuery, 'search'>): Promise<ProductFilter | null> {
  const [categoryScope, tag, brand] = await Promise.all([
    resolveCategoryScope(db, query),
    query.tag === undefined ? undefined : findTagBySlug(db, query.tag),
    query.brand === undefined ? undefined : findBrandBySlug(db, query.brand),
  ])
  if (query.tag !== undefined && !tag) return null
  if (query.brand !== undefined && !brand) return null
  if (categoryScope && !categoryScope.categoryIds.length && !categoryScope.subcategoryIds.length) return null
  return {
    ...(categoryScope && { categoryScope }),
    ...(tag && { tagId: tag.id }),
    ...(brand && { brandId: brand.brandId }),
  }
}
