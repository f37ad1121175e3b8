// A page of product cards (spec §3 page response) for a filter and a sort.
import type { Page } from '@haat/domain/catalog/page'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { LISTING_MAX_OFFSET, pageOffset, reachablePages } from '@haat/domain/rules/paging'
import { DEFAULT_SORT_KEY, type SortKey } from '@haat/domain/rules/sort'
import type { UpvoteLookup } from '../auth/viewer.ts'
import { listingTotals, type ProductFilter } from '../repositories/product-listing.ts'
import { loadSummaryPage } from '../repositories/product-summary-page.ts'
import { withFilter } from './answer-filter.ts'
import { markUpvoted } from './mark-upvoted.ts'
import type { Catalog } from './catalog.ts'

export type PageRequest = { page: number; size: number }

/** totalElements is every match; totalPages stops at the deepest page served (decision 0641). */
export function pageOf<T>(content: T[], request: PageRequest, total: number): Page<T> {
  const totalPages = reachablePages(total, request.size)
  return {
    content,
    pageNumber: request.page,
    totalPages,
    last: request.page + 1 >= totalPages,
    totalElements: total,
  }
}

/** filter null = nothing can match. Searching without a sort ranks by relevance. */
export async function listProducts(
  catalog: Catalog,
  filter: ProductFilter | null,
  request: PageRequest & { sort?: SortKey },
  upvotes: UpvoteLookup,
): Promise<Page<ProductSummary>> {
  if (!filter) return { ...pageOf([], request, 0), totalUpvotes: 0 }
  const { db, counts, voteSums, pages, liveCounts } = catalog
  const order = request.sort ?? (filter.search ? 'relevance' : DEFAULT_SORT_KEY)
  const key = JSON.stringify(filter)
  const cards = () =>
    pages.get(JSON.stringify([filter, order, request.page, request.size]), async () => {
      const page = { offset: pageOffset(request.page, request.size), limit: request.size }
      // Past the deepest page served: an empty last page, without asking the database.
      if (page.offset >= LISTING_MAX_OFFSET) return []
      return loadSummaryPage(db, filter, order, page)
    })
  // Both totals come from one statement: a filter seen for the first time asks once for both, and when
  // only the vote sum has lapsed (it lives shorter) the count rides along at no extra scan.
  let totals: ReturnType<typeof listingTotals> | undefined
  const both = () => (totals ??= listingTotals(db, filter))
  const [content, total, totalUpvotes] = await Promise.all([
    cards().then((c) => markUpvoted(db, c, upvotes, liveCounts)),
    counts.get(key, () => both().then((t) => t.products)),
    voteSums.get(key, () => both().then((t) => t.upvotes)),
  ])
  return withFilter({ ...pageOf(content, request, total), totalUpvotes }, filter)
}
