import { serverOf } from '#api-context'
import { readSortParam } from '@haat/domain/rules/sort'
import { getTagBySlug } from '../lib/api/catalog.ts'
import { listProducts, type ProductFilters } from '../lib/api/products.ts'
import { listTapes } from '../lib/api/tapes.ts'
import { or404 } from '../lib/http/or-404.ts'
import type { Route } from './+types/tags.$slug.ts'

/** /tags/{slug}: the tag's products, sortable like every listing (?sortBy=…). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api } = serverOf(context)
  const query: ProductFilters = { tag: params.slug, sort: readSortParam(new URL(request.url).searchParams) }
  const tapes = listTapes(api)
  const [tag, page] = await Promise.all([or404(getTagBySlug(api, params.slug)), listProducts(api, query)])
  return { tag, page, query, tapes }
}
