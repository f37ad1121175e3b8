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
