import { serverOf } from '#api-context'
import { readSortParam } from '@haat/domain/rules/sort'
import { listProducts } from '../lib/api/products.ts'
import type { Route } from './+types/browse-all.ts'

/** /browse-all?sortBy=…&category=a&category=b&subcategory=…&search=… (spec §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = serverOf(context)
  const params = new URL(request.url).searchParams
  const filters = {
    sort: readSortParam(params),
    category: params.getAll('category'),
    subcategory: params.getAll('subcategory'),
    search: params.get('search')?.trim() || undefined,
  }
  const page = await listProducts(api, filters)
  return { page, filters }
}
