// A page of products for a filter and a sort, plus the filter's total. Every sort has an index
// (schema.ts); id breaks ties so pages never overlap.
import { and, asc, count, desc, eq, inArray, or, sql, sum, type SQL } from 'drizzle-orm'
import type { SortKey } from '@haat/domain/rules/sort'
import type { Db } from '../db/client.ts'
import { productTags, products } from '../db/schema.ts'
import { searchMatches, searchScore } from '../search/search-sql.ts'
import type { CompiledSearch } from '../search/tsquery.ts'

/** Resolved filters: ids, not names. An empty list in a scope matches nothing. */
export type ProductFilter = {
  /** Products in these categories OR these subcategories (spec: repeated category/subcategory). */
  categoryScope?: { categoryIds: number[]; subcategoryIds: number[] }
  tagId?: number
  brandId?: number
  productIds?: number[]
  /** Free text, compiled by search/compile-query.ts (docs/decisions/0660). */
  search?: CompiledSearch
}
export type ListingOrder = SortKey | 'relevance'

function whereOf(filter: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  const scope = filter.categoryScope
  if (scope) {
    const { categoryIds, subcategoryIds } = scope
    conditions.push(
      or(
        categoryIds.length ? inArray(products.categoryId, categoryIds) : undefined,
        subcategoryIds.length ? inArray(products.subcategoryId, subcategoryIds) : undefined,
      ) ?? sql`false`,
    )
  }
  if (filter.tagId !== undefined) {
    conditions.push(
      inArray(
        products.id,
        sql`(select ${productTags.productId} from ${productTags} where ${productTags.tagId} = ${filter.tagId})`,
      ),
    )
  }
  if (filter.brandId !== undefined) conditions.push(eq(products.brandId, filter.brandId))
  if (filter.productIds) {
    conditions.push(filter.productIds.length ? inArray(products.id, filter.productIds) : sql`false`)
  }
  if (filter.search) conditions.push(searchMatches(filter.search, products.searchDoc))
  return and(...conditions)
}

export function listingOrder(order: ListingOrder, search: CompiledSearch | undefined): SQL[] {
  switch (order) {
    case 'viewCount:desc':
      return [desc(products.viewCount), desc(products.id)]
    case 'launchedOn:desc':
      return [desc(products.launchedOn), desc(products.id)]
    case 'upvoteCount:desc':
      return [desc(products.upvoteCount), desc(products.id)]
    case 'price:asc':
      return [asc(products.price), asc(products.id)]
    case 'price:desc':
      return [desc(products.price), desc(products.id)]
    case 'relevance':
      return [
        ...(search ? [desc(searchScore(search, products.searchDoc))] : []),
        desc(products.viewCount),
        desc(products.id),
      ]
  }
}

/** The ids of one page, as a subquery: the page's cards are selected around it in one statement. */
export function pageIdsSubquery(
  db: Db,
  filter: ProductFilter,
  order: ListingOrder,
  page: { offset: number; limit: number },
) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(whereOf(filter))
    .orderBy(...listingOrder(order, filter.search))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids')
}

/** A listing's totals: every product the filter matches, and their upvotes summed (the header's votes). */
export async function listingTotals(
  db: Db,
  filter: ProductFilter,
): Promise<{ products: number; upvotes: number }> {
  const [row] = await db
    .select({ products: count(), upvotes: sum(products.upvoteCount).mapWith(Number) })
    .from(products)
    .where(whereOf(filter))
  return { products: row?.products ?? 0, upvotes: row?.upvotes ?? 0 }
}
