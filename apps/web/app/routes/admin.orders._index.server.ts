import { adminOrderFiltersSchema } from '@haat/domain/admin/admin-orders'
import { serverOf } from '#api-context'
import { operatorPage } from '../features/admin/operator.server.ts'
import { listBrands } from '../lib/api/catalog.ts'
import type { Route } from './+types/admin.orders._index.ts'

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin, me } = await operatorPage(context)
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const filters = adminOrderFiltersSchema.safeParse(query)
  const asked = filters.success ? filters.data : { page: 0 }
  const [orders, brands] = await Promise.all([
    admin.orders(asked),
    me.role === 'admin' ? listBrands(serverOf(context).api) : Promise.resolve(null),
  ])
  return { me, orders, brands, values: query, invalid: !filters.success }
}
