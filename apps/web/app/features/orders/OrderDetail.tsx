// /orders/:orderId: the confirmation after paying ("Order placed", "Thank you") and the order's page
// later on: order id, items, totals, delivery address and payment.
import { CircleCheck } from '../../components/icon/icons.ts'
import { Link } from 'react-router'
import type { Order } from '@haat/domain/catalog/order'
import { buttonClasses } from '../../components/ui/button.ts'
import { OrderGate } from './OrderGate.tsx'
import { OrderLines } from './OrderLines.tsx'
import { OrderStatusBadge } from './OrderStatusBadge.tsx'
import { OrderTotals } from './OrderTotals.tsx'
import { CancelOrder } from './CancelOrder.tsx'
import { InvoiceDownload } from './InvoiceDownload.tsx'
import { orderDate, paymentLabel, REFUND_LABELS } from './order-labels.ts'
import { useOrder } from './use-order.ts'
import { Around, AT } from '../../components/Around.tsx'
import { useLocale, useT } from '../../lib/i18n/use-t.ts'

function Placed({ order }: { order: Order }) {
  const t = useT()
  const firstName = order.address?.name.split(' ')[0]
  return (
    <div className="flex flex-col items-center gap-2 rounded-card bg-leaf-100/60 px-6 py-8 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-leaf-600" />
      <p className="text-xs font-bold tracking-[0.18em] text-leaf-700 uppercase">{t('Order placed')}</p>
      <h1 className="font-display text-3xl font-semibold md:text-4xl">
        {firstName ? t('Thank you, {name}!', { name: firstName }) : t('Thank you!')}
      </h1>
      <p className="max-w-md text-ink-soft">
        {t(
          order.status === 'CONFIRMED'
            ? 'Your order is confirmed. Please keep the amount ready for the delivery partner.'
            : 'Your payment went through. We will message you when your order ships.',
        )}
      </p>
    </div>
  )
}

function Pending({ order }: { order: Order }) {
  const t = useT()
  return (
    <div className="flex flex-col items-start gap-3 rounded-card border border-saffron-100 bg-saffron-100/40 p-6">
      <h1 className="font-display text-3xl font-semibold">{t('Awaiting payment')}</h1>
      <p className="text-ink-soft">{t('This order is saved; it is placed once it is paid.')}</p>
      <Link to={`/checkout/${order.publicId}`} className={buttonClasses('primary', 'md')}>
        {t('Complete payment')}
      </Link>
    </div>
  )
}

function Closed({ order }: { order: Order }) {
  const expired = order.status === 'EXPIRED'
  const t = useT()
  return (
    <div className="flex flex-col items-start gap-2 rounded-card border border-line bg-sand p-6">
      <h1 className="font-display text-3xl font-semibold">
        {t(expired ? 'Order expired' : 'Order cancelled')}
      </h1>
      <p className="text-ink-soft">
        {t(
          expired
            ? 'It was not paid in time, so nothing was charged. Your bag still has what you chose.'
            : order.refundStatus === 'PROCESSED'
              ? 'Your payment was given back in full.'
              : order.refundStatus
                ? 'Your payment is being given back in full.'
                : 'Nothing was charged.',
        )}
      </p>
    </div>
  )
}

function Detail({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const placed = order.status === 'PAID' || order.status === 'CONFIRMED'
  const t = useT()
  const locale = useLocale()
  const a = order.address
  return (
    <div className="space-y-6">
      {placed ? (
        <Placed order={order} />
      ) : order.status === 'PENDING' ? (
        <Pending order={order} />
      ) : (
        <Closed order={order} />
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label={t('Items')} className="rounded-card border border-line bg-card p-5 shadow-card">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-display text-xl font-semibold">
              <Around text={t('Order {orderId}', { orderId: AT })}>
                <span data-testid="order-id">{order.publicId}</span>
              </Around>
            </h2>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-1 text-sm text-ink-soft">
            {t('Placed on {date}', { date: orderDate(order.paidAt ?? order.createdAt, locale) })}
          </p>
          <OrderLines items={order.items} />
          <div className="border-t border-line pt-3">
            <OrderTotals order={order} />
          </div>
        </section>
        <aside className="space-y-4 rounded-card border border-line bg-card p-5 shadow-card">
          {a && (
            <div>
              <h2 className="text-sm font-bold tracking-wide text-ink-soft uppercase">
                {t('Delivering to')}
              </h2>
              <address className="mt-1 text-sm leading-relaxed not-italic" data-testid="order-address">
                <strong>{a.name}</strong>
                <br />
                {a.line1}
                {a.line2 && (
                  <>
                    <br />
                    {a.line2}
                  </>
                )}
                <br />
                {a.city}, {a.state} {a.pincode}
                <br />
                {a.phone}
              </address>
            </div>
          )}
          <div>
            <h2 className="text-sm font-bold tracking-wide text-ink-soft uppercase">{t('Payment')}</h2>
            <p className="mt-1 text-sm" data-testid="order-payment">
              {paymentLabel(order, t)}
            </p>
            {order.refundStatus && (
              <p className="mt-2 rounded-xl bg-leaf-100/60 px-3 py-2 text-sm" data-testid="order-refund">
                {t(REFUND_LABELS[order.refundStatus])}
              </p>
            )}
          </div>
          <InvoiceDownload order={order} />
          <CancelOrder order={order} onCancelled={onChange} />
          <div className="flex flex-col gap-2 pt-2">
            <Link to="/orders" className={buttonClasses('secondary', 'md')}>
              {t('My Orders')}
            </Link>
            <Link to="/browse-all" className={buttonClasses('ghost', 'md')}>
              {t('Continue shopping')}
            </Link>
          </div>
        </aside>
      </div>
    </div>
  )
}

export function OrderDetail({ orderId }: { orderId: string }) {
  const { load, retry, replace } = useOrder(orderId)
  return (
    <OrderGate load={load} retry={retry}>
      {load.kind === 'ready' && <Detail order={load.order} onChange={replace} />}
    </OrderGate>
  )
}
