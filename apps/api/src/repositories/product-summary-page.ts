// One listing page of product cards, mapped: through its shape's prepared statement when it has one.
import type { ProductSummary } from '@haat/domain/catalog/product'
import type { Db } from '../db/client.ts'
import { preparedListingPage } from './listing-statements.ts'
import type { ListingOrder, ProductFilter } from './product-listing.ts'
import { toSummary } from './product-mapping.ts'
import { summaryPageQuery } from './summary-page-query.ts'

const NOBODY = { voterKey: null, productIds: new Set<number>() }

export async function loadSummaryPage(
  db: Db,
  filter: ProductFilter,
  order: ListingOrder,
  page: { offset: number; limit: number },
): Promise<ProductSummary[]> {
  const prepared = preparedListingPage(db, filter, order)
  const rows = await (prepared ? prepared(page) : summaryPageQuery(db, filter, order, page))
  return rows.map((row) => toSummary(row, NOBODY))
}
