import { serverOf } from '#api-context'
import { readSortParam } from '@haat/domain/rules/sort'
import { getBrandPage } from '../lib/api/catalog.ts'
import type { ProductFilters } from '../lib/api/products.ts'
import { listTapes } from '../lib/api/tapes.ts'
import { or404 } from '../lib/http/or-404.ts'
import type { Route } from './+types/brands.$brandSlug.ts'

/** /brands/{brandSlug}: the brand hero and its products, sortable like every listing. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api } = serverOf(context)
  const query: ProductFilters = {
    brand: params.brandSlug,
    sort: readSortParam(new URL(request.url).searchParams),
  }
  const tapes = listTapes(api)
  // One call: the brand and page 0 of its products; later pages come from the listing call with `brand`.
  const { brand, products: page } = await or404(getBrandPage(api, params.brandSlug, { sort: query.sort }))
  return { brand, page, query, tapes }
}
