// The admin's order list: number, day, shopper, brands, status, total; each row opens the order.
import { Link } from 'react-router'
import type { AdminOrderRow } from '@haat/domain/admin/admin-orders'
import { formatINR } from '@haat/domain/format/money'
import { OrderStatusBadge } from '../orders/OrderStatusBadge.tsx'

const day = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

export function OrdersTable({ orders }: { orders: readonly AdminOrderRow[] }) {
  if (orders.length === 0) return <p className="text-ink-soft">No orders match.</p>
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-card">
      {orders.map((o) => (
        <li key={o.publicId}>
          <Link
            to={`/admin/orders/${o.publicId}`}
            className="grid gap-1 px-4 py-3 hover:bg-sand md:grid-cols-[10rem_1fr_1fr_auto_6rem] md:items-center md:gap-4"
          >
            <span className="font-semibold">{o.publicId}</span>
            <span className="text-sm text-ink-soft">
              {day(o.createdAt)} · {o.customerEmail ?? 'no email'}
            </span>
            <span className="text-sm">
              {o.brands.map((b) => b.name).join(', ')} · {o.itemCount} item{o.itemCount === 1 ? '' : 's'}
            </span>
            <span className="justify-self-start">
              <OrderStatusBadge status={o.status} />
            </span>
            <span className="font-semibold md:text-right">{formatINR(o.total)}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
