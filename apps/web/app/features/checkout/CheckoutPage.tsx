// /checkout/:orderId: the order the built-in checkout created (lines and totals priced by the server),
// the delivery address, the payment choice and "Pay ₹X". A paid order sends the shopper on to its
// confirmation.
import { Lock } from '../../components/icon/icons.ts'
import { useState } from 'react'
import { Navigate } from 'react-router'
import type { Order } from '@haat/domain/catalog/order'
import { formatINR } from '@haat/domain/format/money'
import { Button } from '../../components/ui/Button.tsx'
import { OrderGate } from '../orders/OrderGate.tsx'
import { OrderLines } from '../orders/OrderLines.tsx'
import { OrderTotals } from '../orders/OrderTotals.tsx'
import { useOrder } from '../orders/use-order.ts'
import { PaymentMarks } from '../../components/PaymentMarks.tsx'
import { AddressFields } from './AddressFields.tsx'
import { emptyCheckoutForm, type CheckoutForm } from './checkout-form.ts'
import { PaymentChoice } from './PaymentChoice.tsx'
import { usePayOrder } from './use-pay-order.ts'
import { useT } from '../../lib/i18n/use-t.ts'

function CheckoutForm({ order }: { order: Order }) {
  const [form, setForm] = useState<CheckoutForm>(emptyCheckoutForm)
  const { pay, paying, errors, setErrors } = usePayOrder(order)
  const change = (field: keyof CheckoutForm, value: string) => {
    setForm((f) => ({ ...f, [field]: value }))
    if (errors[field as keyof typeof errors]) setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const t = useT()
  const payLabel =
    form.method === 'COD' ? t('Place order') : t('Pay {amount}', { amount: formatINR(order.total) })
  return (
    <form
      noValidate
      aria-label={t('Checkout')}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
      onSubmit={(e) => {
        e.preventDefault()
        void pay(form)
      }}
    >
      <div className="space-y-8 rounded-card border border-line bg-card p-5 shadow-card md:p-7">
        <AddressFields form={form} errors={errors} onChange={change} />
        <PaymentChoice
          form={form}
          errors={errors}
          onMethod={(method) => setForm((f) => ({ ...f, method }))}
        />
      </div>
      <aside
        aria-label={t('Order summary')}
        className="space-y-4 rounded-card border border-line bg-card p-5 shadow-card lg:sticky lg:top-24"
      >
        <h2 className="font-display text-xl font-semibold">{t('Your order')}</h2>
        <OrderLines items={order.items} />
        <OrderTotals order={order} />
        <Button type="submit" size="lg" className="w-full" disabled={paying}>
          {paying ? t('Processing…') : payLabel}
        </Button>
        <p className="flex items-center justify-center gap-1.5 text-xs text-ink-soft">
          <Lock aria-hidden="true" className="size-3.5" />
          {t('Secure payment · card and UPI details go only to the payment gateway')}
        </p>
        <div className="flex justify-center">
          <PaymentMarks />
        </div>
      </aside>
    </form>
  )
}

export function CheckoutPage({ orderId }: { orderId: string }) {
  const { load, retry } = useOrder(orderId)
  if (load.kind === 'ready' && load.order.status !== 'PENDING')
    return <Navigate to={`/orders/${orderId}`} replace />
  return (
    <OrderGate load={load} retry={retry}>
      {load.kind === 'ready' && <CheckoutForm order={load.order} />}
    </OrderGate>
  )
}
