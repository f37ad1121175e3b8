// Products matching a compiled search, with the results page's filters: a page of cards ranked by
// relevance (or a listing sort) and the total. Cards are selected around the page's ids, as listings do.
import { and, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { PRICE_BANDS, type PriceBandKey } from '@haat/domain/catalog/search'
import type { SortKey } from '@haat/domain/rules/sort'
import type { Db } from '../db/client.ts'
import { brands, categories, products } from '../db/schema.ts'
import { searchMatches, searchScore } from '../search/search-sql.ts'
import type { CompiledSearch } from '../search/tsquery.ts'
import { summaryColumns } from './product-fields.ts'
import { listingOrder } from './product-listing.ts'
import { toSummary } from './product-mapping.ts'

export type SearchFilter = { category?: string; brand?: string; price?: PriceBandKey; offer?: boolean }
export type SearchOrder = SortKey | 'relevance'

const NOBODY = { voterKey: null, productIds: new Set<number>() }

export function searchWhere(search: CompiledSearch, filter: SearchFilter): SQL | undefined {
  const band = PRICE_BANDS.find((b) => b.key === filter.price)
  const categoryIds = (name: string) =>
    sql`(select id from ${categories} where ${categories.paramName} = ${name})`
  return and(
    searchMatches(search),
    filter.category === undefined
      ? undefined
      : or(
          inArray(products.categoryId, categoryIds(filter.category)),
          inArray(products.subcategoryId, categoryIds(filter.category)),
        ),
    filter.brand === undefined
      ? undefined
      : inArray(products.brandId, sql`(select id from ${brands} where ${brands.slug} = ${filter.brand})`),
    band ? gte(products.price, band.min) : undefined,
    band?.max ? lt(products.price, band.max) : undefined,
    filter.offer ? isNotNull(products.offerType) : undefined,
  )
}

export async function searchPage(
  db: Db,
  search: CompiledSearch,
  filter: SearchFilter,
  order: SearchOrder,
  page: { offset: number; limit: number },
): Promise<ProductSummary[]> {
  const relevance = order === 'relevance'
  const score = relevance ? searchScore(search) : sql<number>`0`
  const ids = db
    .select({ id: products.id, score: sql<number>`${score}`.as('score') })
    .from(products)
    .where(searchWhere(search, filter))
    .orderBy(
      ...(relevance
        ? [desc(score), desc(products.viewCount), desc(products.id)]
        : listingOrder(order, undefined)),
    )
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids')
  const rows = await db
    .select({ ...summaryColumns, upvoted: sql<boolean>`false` })
    .from(ids)
    .innerJoin(products, eq(products.id, ids.id))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(
      ...(relevance
        ? [desc(ids.score), desc(products.viewCount), desc(products.id)]
        : listingOrder(order, undefined)),
    )
  return rows.map((row) => toSummary(row, NOBODY))
}

export async function searchCount(db: Db, search: CompiledSearch, filter: SearchFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(searchWhere(search, filter))
  return row?.n ?? 0
}
