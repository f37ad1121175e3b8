// One listing page of product cards in a single statement: the page's ids (index read) joined back
// to the card columns, in the listing's order. isUpvoted is left false: it is per viewer
// (services/mark-upvoted.ts), while these cards may be cached for everyone.
import { eq, sql, type Placeholder } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { brands, products } from '../db/schema.ts'
import { summaryColumns } from './product-fields.ts'
import {
  listingOrder,
  pageIdsSubquery,
  type Bind,
  type ListingOrder,
  type ProductFilter,
} from './product-listing.ts'

/** The page's one statement (the benchmark also runs its SQL over a plain pool: the database's floor).
 * bind: the filter's ids as placeholders, for a statement prepared once (listing-statements.ts). */
export function summaryPageQuery(
  db: Db,
  filter: ProductFilter,
  order: ListingOrder,
  page: { offset: number | Placeholder; limit: number | Placeholder },
  bind?: Bind,
) {
  const ids = pageIdsSubquery(db, filter, order, page, bind)
  return db
    .select({ ...summaryColumns, upvoted: sql<boolean>`false` })
    .from(ids)
    .innerJoin(products, eq(products.id, ids.id))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(...listingOrder(order, filter.search))
}
