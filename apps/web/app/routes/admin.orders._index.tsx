// /admin/orders — every order (a brand user's: its own), filtered by status, brand and day.
import { AdminFrame } from '../features/admin/AdminFrame.tsx'
import { OrderFilters } from '../features/admin/OrderFilters.tsx'
import { OrdersTable } from '../features/admin/OrdersTable.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/admin.orders._index.ts'

export { loader } from './admin.orders._index.server.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Orders · Admin', noindex: true })

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { me, orders, brands, values, invalid } = loaderData
  return (
    <AdminFrame me={me} title="Orders">
      <OrderFilters brands={brands} values={values} />
      {invalid && <p className="text-rani-600">Those filters are not valid; showing every order.</p>}
      <p className="text-sm text-ink-soft">
        {orders.totalElements} order{orders.totalElements === 1 ? '' : 's'}
      </p>
      <OrdersTable orders={orders.content} />
    </AdminFrame>
  )
}
