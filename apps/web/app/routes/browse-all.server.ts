import { serverOf } from '#api-context'
import { listProducts, type ProductFilters } from '../lib/api/products.ts'
import { listTapes } from '../lib/api/tapes.ts'
import { readBrowseFilters } from '../features/listing/listing-params.ts'
import type { Route } from './+types/browse-all.ts'

/** /browse-all?sortBy=…&category=a&category=b&subcategory=…&search=… (spec §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = serverOf(context)
  const filters = readBrowseFilters(new URL(request.url).searchParams)
  const query: ProductFilters = {
    sort: filters.sort,
    category: filters.category,
    subcategory: filters.subcategory,
    search: filters.search,
  }
  // The videos strip sits below the first products: streamed, never holding the page back.
  const tapes = listTapes(api)
  const page = await listProducts(api, query)
  return { page, query, filters, tapes }
}
