// The results page's call (GET /api/search, docs/decisions/0660): ranked cards, facets with counts and a
// "did you mean". Typed, not parsed, as the other calls (the API serialises by the domain schema).
import type { SearchResult } from '@haat/domain/catalog/search'
import { PRODUCT_PAGE_SIZE } from '@haat/domain/constants/timings'
import type { SortKey } from '@haat/domain/rules/sort'
import type { ApiTransport } from './transport.ts'

export type SearchQuery = {
  q: string
  /** Absent: ranked by relevance. */
  sort?: SortKey
  category?: string
  brand?: string
  price?: string
  offer?: boolean
  page?: number
  size?: number
}

export function searchProducts(api: ApiTransport, s: SearchQuery): Promise<SearchResult> {
  const query = {
    q: s.q,
    sort: s.sort,
    category: s.category,
    brand: s.brand,
    price: s.price,
    offer: s.offer ? 'yes' : undefined,
    page: s.page ?? 0,
    size: s.size ?? PRODUCT_PAGE_SIZE,
  }
  return api<SearchResult>({ path: '/search', query })
}
