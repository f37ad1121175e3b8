// Products matching a compiled search, with the results page's filters: a page of cards ranked by
// relevance (or a listing sort) and the total. Matches are read from product_search, the narrow copy
// (decision 0663); cards are selected around the page's ids, as listings do.
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { PRICE_BANDS, type PriceBandKey } from '@haat/domain/catalog/search-constants'
import type { SortKey } from '@haat/domain/rules/sort'
import type { Db } from '../db/client.ts'
import { brands, categories, products, productSearch } from '../db/schema.ts'
import { searchMatches, searchScore } from '../search/search-sql.ts'
import type { CompiledSearch } from '../search/tsquery.ts'
import { summaryColumns } from './product-fields.ts'
import { listingOrder } from './product-listing.ts'
import { toSummary } from './product-mapping.ts'

export type SearchFilter = { category?: string; brand?: string; price?: PriceBandKey; offer?: boolean }
export type SearchOrder = SortKey | 'relevance'

const NOBODY = { voterKey: null, productIds: new Set<number>() }
const s = productSearch

export function searchWhere(search: CompiledSearch, filter: SearchFilter): SQL | undefined {
  const band = PRICE_BANDS.find((b) => b.key === filter.price)
  const categoryIds = (name: string) =>
    sql`(select id from ${categories} where ${categories.paramName} = ${name})`
  return and(
    searchMatches(search),
    filter.category === undefined
      ? undefined
      : or(
          inArray(s.categoryId, categoryIds(filter.category)),
          inArray(s.subcategoryId, categoryIds(filter.category)),
        ),
    filter.brand === undefined
      ? undefined
      : inArray(s.brandId, sql`(select id from ${brands} where ${brands.slug} = ${filter.brand})`),
    band ? gte(s.price, band.min) : undefined,
    band?.max ? lt(s.price, band.max) : undefined,
    filter.offer ? eq(s.offer, true) : undefined,
  )
}

/** Relevance ranks on product_search alone; a listing sort (newest, votes) needs products' columns. */
function pageIds(db: Db, search: CompiledSearch, filter: SearchFilter, order: SearchOrder) {
  if (order === 'relevance') {
    const score = searchScore(search)
    return db
      .select({ id: s.productId, score: sql<number>`${score}`.as('score') })
      .from(s)
      .where(searchWhere(search, filter))
      .orderBy(desc(score), desc(s.viewCount), desc(s.productId))
  }
  return db
    .select({ id: s.productId, score: sql<number>`0`.as('score') })
    .from(s)
    .innerJoin(products, eq(products.id, s.productId))
    .where(searchWhere(search, filter))
    .orderBy(...listingOrder(order, undefined))
}

export async function searchPage(
  db: Db,
  search: CompiledSearch,
  filter: SearchFilter,
  order: SearchOrder,
  page: { offset: number; limit: number },
): Promise<ProductSummary[]> {
  const ids = pageIds(db, search, filter, order).limit(page.limit).offset(page.offset).as('page_ids')
  const rows = await db
    .select({ ...summaryColumns, upvoted: sql<boolean>`false` })
    .from(ids)
    .innerJoin(products, eq(products.id, ids.id))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(
      ...(order === 'relevance'
        ? [desc(ids.score), desc(products.viewCount), desc(products.id)]
        : listingOrder(order, undefined)),
    )
  return rows.map((row) => toSummary(row, NOBODY))
}

/** The cards of a page already ranked (by the facets' scan), in its order. */
export async function searchCards(db: Db, ids: number[]): Promise<ProductSummary[]> {
  if (!ids.length) return []
  const rows = await db
    .select({ ...summaryColumns, upvoted: sql<boolean>`false` })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, ids))
  const at = new Map(ids.map((id, i) => [id, i]))
  return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!).map((row) => toSummary(row, NOBODY))
}

export async function searchCount(db: Db, search: CompiledSearch, filter: SearchFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(s)
    .where(searchWhere(search, filter))
  return row?.n ?? 0
}
