// What an operator can do with an order now: ship it with the courier's tracking, mark it delivered,
// or cancel it (a paid order is refunded). Plain forms with the CSRF field: they work without scripts.
import { Form } from 'react-router'
import type { AdminOrder } from '@haat/domain/admin/admin-orders'
import { Button } from '../../components/ui/Button.tsx'
import { Csrf, field, FieldError, label } from './AdminFrame.tsx'

type Errors = Record<string, string | undefined>

export function OrderActions({ order, csrf, errors }: { order: AdminOrder; csrf: string; errors: Errors }) {
  const { actions } = order
  if (!actions.ship && !actions.deliver && !actions.cancel) return null
  return (
    <section className="space-y-4 rounded-card border border-line bg-card p-4 md:p-6">
      <h2 className="text-lg font-semibold">Next step</h2>
      {errors.form && <p className="font-medium text-rani-600">{errors.form}</p>}
      {actions.ship && (
        <Form method="post" className="grid gap-3 md:grid-cols-[1fr_1fr_1.5fr_auto] md:items-end">
          <Csrf token={csrf} />
          <input type="hidden" name="intent" value="ship" />
          <label className={label}>
            Courier
            <input name="carrier" required className={field} placeholder="Delhivery" />
            <FieldError message={errors.carrier} />
          </label>
          <label className={label}>
            Tracking number
            <input name="trackingNumber" required className={field} placeholder="DL-88213409" />
            <FieldError message={errors.trackingNumber} />
          </label>
          <label className={label}>
            Tracking link (optional)
            <input name="trackingUrl" type="url" className={field} placeholder="https://…" />
            <FieldError message={errors.trackingUrl} />
          </label>
          <Button type="submit">Mark shipped</Button>
        </Form>
      )}
      <div className="flex flex-wrap gap-3">
        {actions.deliver && (
          <Form method="post">
            <Csrf token={csrf} />
            <Button type="submit" name="intent" value="deliver" variant="leaf">
              Mark delivered{order.paymentMethod === 'COD' ? ' · cash collected' : ''}
            </Button>
          </Form>
        )}
        {actions.cancel && (
          <Form method="post">
            <Csrf token={csrf} />
            <Button type="submit" name="intent" value="cancel" variant="secondary">
              {order.paidAt && order.paymentMethod !== 'COD' ? 'Cancel and refund' : 'Cancel order'}
            </Button>
          </Form>
        )}
      </div>
    </section>
  )
}
