// One listing page of product cards in a single statement: the page's ids (index read) joined back
// to the card columns, in the listing's order. isUpvoted is left false: it is per viewer
// (services/mark-upvoted.ts), while these cards may be cached for everyone.
import { eq, sql } from 'drizzle-orm'
import type { ProductSummary } from '@haat/domain/catalog/product'
import type { Db } from '../db/client.ts'
import { brands, products } from '../db/schema.ts'
import { summaryColumns } from './product-fields.ts'
import { listingOrder, pageIdsSubquery, type ListingOrder, type ProductFilter } from './product-listing.ts'
import { toSummary } from './product-mapping.ts'

const NOBODY = { voterKey: null, productIds: new Set<number>() }

/** The page's one statement (the benchmark also runs its SQL over a plain pool: the database's floor). */
export function summaryPageQuery(
  db: Db,
  filter: ProductFilter,
  order: ListingOrder,
  page: { offset: number; limit: number },
) {
  const ids = pageIdsSubquery(db, filter, order, page)
  return db
    .select({ ...summaryColumns, upvoted: sql<boolean>`false` })
    .from(ids)
    .innerJoin(products, eq(products.id, ids.id))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(...listingOrder(order, filter.search))
}

export async function loadSummaryPage(
  db: Db,
  filter: ProductFilter,
  order: ListingOrder,
  page: { offset: number; limit: number },
): Promise<ProductSummary[]> {
  const rows = await summaryPageQuery(db, filter, order, page)
  return rows.map((row) => toSummary(row, NOBODY))
}
