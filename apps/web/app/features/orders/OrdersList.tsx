// /orders: the signed-in shopper's orders, newest first, each with its status, total and a link to it;
// guests are asked to sign in.
import { ChevronRight } from '../../components/icon/icons.ts'
import { Link } from 'react-router'
import type { OrderSummary } from '@haat/domain/catalog/order'
import { formatINR } from '@haat/domain/format/money'
import { EmptyState } from '../../components/EmptyState.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { buttonClasses } from '../../components/ui/button.ts'
import { Skeleton } from '../../components/ui/Skeleton.tsx'
import { Thumb } from '../../components/Thumb.tsx'
import { SignInToSee } from './OrderGate.tsx'
import { OrderStatusBadge } from './OrderStatusBadge.tsx'
import { orderDate } from './order-labels.ts'
import { useOrders } from './use-orders.ts'
import { useLocale, useT } from '../../lib/i18n/use-t.ts'

function OrderRow({ order }: { order: OrderSummary }) {
  const more = order.itemCount - 1
  const t = useT()
  const locale = useLocale()
  return (
    <li>
      <Link
        to={order.status === 'PENDING' ? `/checkout/${order.publicId}` : `/orders/${order.publicId}`}
        className="flex items-center gap-3 rounded-card border border-line bg-card p-4 shadow-card transition-colors hover:border-saffron-600"
        data-testid="order-row"
      >
        <Thumb url={order.image} size={72} />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="line-clamp-1 text-sm font-semibold">
            {order.title}
            {more > 0 && (
              <span className="font-normal text-ink-soft"> {t('+ {count} more', { count: more })}</span>
            )}
          </p>
          <p className="text-xs text-ink-soft">
            {order.publicId} · {orderDate(order.paidAt ?? order.createdAt, locale)}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <span className="text-sm font-bold tabular-nums">{formatINR(order.total)}</span>
          </div>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-faint" />
      </Link>
    </li>
  )
}

export function OrdersList() {
  const { shopper, orders, next, loading, error, more, retry } = useOrders()
  const t = useT()
  if (shopper === 'guest') return <SignInToSee title={t('Sign in to see your orders')} />
  if (shopper === 'unknown' || (loading && orders.length === 0))
    return (
      <div className="space-y-3" role="status" aria-label={t('Loading your orders')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-26 rounded-card" />
        ))}
      </div>
    )
  if (error && orders.length === 0)
    return (
      <EmptyState title={t('Your orders could not be loaded')}>
        <p>{t(error)}</p>
        <Button className="mt-4" onClick={retry}>
          {t('Try again')}
        </Button>
      </EmptyState>
    )
  if (orders.length === 0)
    return (
      <EmptyState title={t('No orders yet')}>
        <p>{t('Upvote what you love to unlock its price, then check out from your bag.')}</p>
        <Link to="/browse-all" className={buttonClasses('primary', 'md', 'mt-4')}>
          {t('Start shopping')}
        </Link>
      </EmptyState>
    )
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {orders.map((o) => (
          <OrderRow key={o.publicId} order={o} />
        ))}
      </ul>
      {error && <p className="text-sm font-semibold text-rani-600">{t(error)}</p>}
      {next !== null && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={more} disabled={loading}>
            {t(loading ? 'Loading…' : 'Show older orders')}
          </Button>
        </div>
      )}
    </div>
  )
}
