// /admin/orders/:publicId — one order: its lines, shopper, tracking and history, and the next step.
import { Link } from 'react-router'
import { AdminFrame } from '../features/admin/AdminFrame.tsx'
import { OrderActions } from '../features/admin/OrderActions.tsx'
import { OrderFacts } from '../features/admin/OrderFacts.tsx'
import { OrderLines } from '../features/orders/OrderLines.tsx'
import { OrderStatusBadge } from '../features/orders/OrderStatusBadge.tsx'
import { OrderTotals } from '../features/orders/OrderTotals.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/admin.orders.$publicId.ts'

export { action, loader } from './admin.orders.$publicId.server.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: `Order ${args.params.publicId} · Admin`, noindex: true })

export default function AdminOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { me, order } = loaderData
  return (
    <AdminFrame me={me} title={`Order ${order.publicId}`}>
      <div className="flex flex-wrap items-center gap-3">
        <OrderStatusBadge status={order.status} />
        <span className="text-sm text-ink-soft">{order.brands.map((b) => b.name).join(', ')}</span>
        <Link to="/admin/orders" className="ml-auto text-sm font-semibold underline">
          All orders
        </Link>
      </div>
      <OrderActions order={order} csrf={me.csrfToken} errors={actionData?.errors ?? {}} />
      <OrderFacts order={order} />
      <section className="space-y-4 rounded-card border border-line bg-card p-4 md:p-6">
        <OrderLines items={order.items} />
        <OrderTotals order={order} />
      </section>
    </AdminFrame>
  )
}
