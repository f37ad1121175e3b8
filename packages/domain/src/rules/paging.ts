// Spec §4 paging and the page/size query shared by the API and the web listings.

/** §4: ask for the next page only when the answer is not last AND pageNumber + 1 < totalPages. */
export function hasNextPage(p: { last: boolean; pageNumber: number; totalPages: number }): boolean {
  return !p.last && p.pageNumber + 1 < p.totalPages
}

/** Pages needed for `total` items; 0 items → 0 pages. */
export function totalPagesFor(total: number, size: number): number {
  if (size <= 0 || total <= 0) return 0
  return Math.ceil(total / size)
}

/** Row offset of a zero-based page. */
export function pageOffset(page: number, size: number): number {
  return page * size
}

/**
 * The deepest row a listing serves (decision 0641): OFFSET costs grow with depth (46 ms at 100k rows),
 * and no shopper scrolls 5,000 products; crawlers find every product through the sitemap instead.
 */
export const LISTING_MAX_OFFSET = 5000

/** Pages a listing serves: every page, up to the one holding row LISTING_MAX_OFFSET. */
export function reachablePages(total: number, size: number): number {
  return Math.min(totalPagesFor(total, size), Math.ceil(LISTING_MAX_OFFSET / Math.max(size, 1)))
}
