import type { Order } from '@haat/domain/catalog/order'
import { formatINR } from '@haat/domain/format/money'

/** Subtotal at regular prices, the upvote savings and the total the server computed. */
export function OrderTotals({ order }: { order: Pick<Order, 'subtotal' | 'discount' | 'total'> }) {
  return (
    <dl className="space-y-1.5 text-sm">
      <div className="flex justify-between">
        <dt className="text-ink-soft">Subtotal</dt>
        <dd className="tabular-nums">{formatINR(order.subtotal)}</dd>
      </div>
      {order.discount > 0 && (
        <div className="flex justify-between text-leaf-700">
          <dt>Upvote savings</dt>
          <dd className="tabular-nums" data-testid="order-discount">
            −{formatINR(order.discount)}
          </dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt className="text-ink-soft">Delivery</dt>
        <dd className="font-semibold text-leaf-700">Free</dd>
      </div>
      <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="order-total">
          {formatINR(order.total)}
        </dd>
      </div>
    </dl>
  )
}
