// Payment: online through the gateway (UPI, cards, netbanking and wallets are typed on its own secure
// page, never on ours) or cash on delivery.
import { ShieldCheck } from '../../components/icon/icons.ts'
import type { CheckoutForm, FieldErrors } from './checkout-form.ts'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = {
  form: CheckoutForm
  errors: FieldErrors
  onMethod: (method: CheckoutForm['method']) => void
}

const OPTIONS: { method: CheckoutForm['method']; label: string; note: string }[] = [
  { method: 'ONLINE', label: 'Pay online', note: 'UPI, cards, netbanking or wallets' },
  { method: 'COD', label: 'Cash on delivery', note: 'Pay when your order arrives' },
]

const GATEWAY_NOTE =
  "You choose how to pay on the payment gateway's secure window. Your card and UPI details go only to the gateway, never to Haat."

export function PaymentChoice({ form, errors, onMethod }: Props) {
  const t = useT()
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 font-display text-xl font-semibold">{t('Payment')}</legend>
      {OPTIONS.map((o) => {
        const chosen = form.method === o.method
        return (
          <div
            key={o.method}
            className={`rounded-2xl border bg-card transition-colors ${chosen ? 'border-saffron-600 ring-1 ring-saffron-600' : 'border-line'}`}
          >
            <label className="flex cursor-pointer items-center gap-3 px-4 py-3">
              <input
                type="radio"
                name="method"
                value={o.method}
                checked={chosen}
                onChange={() => onMethod(o.method)}
                className="size-4 accent-saffron-700"
              />
              <span className="flex-1">
                <span className="block text-sm font-semibold">{t(o.label)}</span>
                <span className="block text-xs text-ink-soft">{t(o.note)}</span>
              </span>
            </label>
            {chosen && o.method === 'ONLINE' && (
              <p className="flex items-start gap-2 px-4 pb-4 text-xs text-ink-soft">
                <ShieldCheck aria-hidden="true" className="mt-px size-4 shrink-0 text-leaf-600" />
                {t(GATEWAY_NOTE)}
              </p>
            )}
          </div>
        )
      })}
      {errors.payment && (
        <p role="alert" className="rounded-xl bg-rani-50 px-3 py-2 text-sm font-semibold text-rani-600">
          {t(errors.payment)}
        </p>
      )}
    </fieldset>
  )
}
