// An order's facts for operators: shopper, address, payment, tracking, and the audit trail.
import type { AdminOrder } from '@haat/domain/admin/admin-orders'

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-bold tracking-wider text-ink-faint uppercase">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  )
}

export function OrderFacts({ order }: { order: AdminOrder }) {
  const a = order.address
  return (
    <dl className="grid gap-4 rounded-card border border-line bg-card p-4 md:grid-cols-3 md:p-6">
      <Fact term="Shopper">
        {order.customer.name ?? '—'}
        <span className="block text-sm text-ink-soft">{order.customer.email ?? 'no email'}</span>
      </Fact>
      <Fact term="Deliver to">
        {a
          ? `${a.name}, ${a.line1}${a.line2 ? `, ${a.line2}` : ''}, ${a.city}, ${a.state} ${a.pincode}`
          : '—'}
        {a && <span className="block text-sm text-ink-soft">{a.phone}</span>}
      </Fact>
      <Fact term="Placed">
        {when(order.createdAt)}
        <span className="block text-sm text-ink-soft">
          {order.paymentMethod ?? 'not paid'}
          {order.paidAt ? ` · paid ${when(order.paidAt)}` : ''}
        </span>
      </Fact>
      {order.tracking && (
        <Fact term="Tracking">
          {order.tracking.carrier} <strong>{order.tracking.trackingNumber}</strong>
          {order.shippedAt && (
            <span className="block text-sm text-ink-soft">shipped {when(order.shippedAt)}</span>
          )}
        </Fact>
      )}
      {order.refundStatus && <Fact term="Refund">{order.refundStatus.toLowerCase()}</Fact>}
      {order.history.length > 0 && (
        <div className="md:col-span-3">
          <dt className="text-xs font-bold tracking-wider text-ink-faint uppercase">History</dt>
          <dd>
            <ol className="mt-1 space-y-1 text-sm">
              {order.history.map((h) => (
                <li key={`${h.createdAt}-${h.action}`}>
                  {when(h.createdAt)} · <strong>{h.action}</strong> by {h.actorEmail ?? 'CLI'}
                </li>
              ))}
            </ol>
          </dd>
        </div>
      )}
    </dl>
  )
}
