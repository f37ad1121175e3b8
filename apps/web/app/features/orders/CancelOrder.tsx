// "Cancel order" on an order that has not shipped: asks once, then cancels; a paid order is refunded in
// full through the payment gateway and the page shows the refund's state.
import { useState } from 'react'
import type { Order } from '@haat/domain/catalog/order'
import { cancellable } from '@haat/domain/rules/checkout'
import { Button } from '../../components/ui/Button.tsx'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { cancelOrder } from '../../lib/api/orders.ts'
import { ActionError } from './ActionError.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

export function CancelOrder({ order, onCancelled }: { order: Order; onCancelled: (order: Order) => void }) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const t = useT()
  if (!cancellable(order.status)) return null
  const cancel = async () => {
    setBusy(true)
    setError(null)
    try {
      onCancelled(await cancelOrder(fetchTransport, order.publicId))
    } catch (err) {
      setError(err instanceof Error ? err.message : t('The order could not be cancelled. Please try again.'))
    } finally {
      setBusy(false)
      setAsking(false)
    }
  }
  return (
    <div className="space-y-2">
      {asking ? (
        <div
          role="group"
          aria-label={t('Cancel this order?')}
          className="space-y-2 rounded-xl bg-sand p-3 text-sm"
        >
          <p>
            {t(
              order.status === 'PAID'
                ? 'Cancel this order? Your payment will be refunded in full.'
                : 'Cancel this order?',
            )}
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="primary" onClick={() => void cancel()} disabled={busy}>
              {t(busy ? 'Cancelling…' : 'Yes, cancel it')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)} disabled={busy}>
              {t('Keep order')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="ghost" size="md" className="w-full" onClick={() => setAsking(true)}>
          {t('Cancel order')}
        </Button>
      )}
      <ActionError message={error} />
    </div>
  )
}
