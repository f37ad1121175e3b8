import { adminProductFiltersSchema } from '@haat/domain/admin/product-edit'
import { operatorPage } from '../features/admin/operator.server.ts'
import type { Route } from './+types/admin.products._index.ts'

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin, me } = await operatorPage(context)
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const filters = adminProductFiltersSchema.safeParse(query)
  const products = await admin.products(filters.success ? filters.data : { page: 0 })
  return { me, products, q: filters.success ? (filters.data.q ?? '') : '' }
}
