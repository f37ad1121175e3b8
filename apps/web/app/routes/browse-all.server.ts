import { serverOf } from '#api-context'
import { SEARCH_MAX_LENGTH } from '@haat/domain/catalog/search-constants'
import { listProducts, listTopTrending, type ProductFilters } from '../lib/api/products.ts'
import { searchProducts } from '../lib/api/search.ts'
import { listTapes } from '../lib/api/tapes.ts'
import { readBrowseFilters } from '../features/listing/listing-params.ts'
import { chosenFacetCount, readSearchQuery } from '../features/listing/search-facet-params.ts'
import type { Route } from './+types/browse-all.ts'

/**
 * /browse-all?sortBy=…&category=a&category=b&subcategory=…&search=… (spec §2). With search= the page is
 * the search's results (GET /api/search): ranked cards, facets written into the address (category,
 * brand, price, offer), and for nothing found a "did you mean" and popular picks.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = serverOf(context)
  const params = new URL(request.url).searchParams
  const filters = readBrowseFilters(params)
  const query: ProductFilters = {
    sort: filters.sort,
    category: filters.category,
    subcategory: filters.subcategory,
    search: filters.search,
  }
  // The videos strip sits below the first products: streamed, never holding the page back.
  const tapes = listTapes(api)
  if (!filters.search) return { page: await listProducts(api, query), query, filters, tapes, search: null }
  // A pasted essay is searched by its start rather than answered with an error page.
  const searchQuery = readSearchQuery(params, filters.search.slice(0, SEARCH_MAX_LENGTH))
  const result = await searchProducts(api, searchQuery)
  const found = result.results.totalElements > 0
  const picks = found ? [] : await listTopTrending(api).catch(() => [])
  const narrowed = !found && chosenFacetCount(params) > 0 && result.facets.category.length > 0
  const search = { searchQuery, result, picks: picks.slice(0, 4), narrowed }
  return { page: result.results, query, filters, tapes, search }
}
