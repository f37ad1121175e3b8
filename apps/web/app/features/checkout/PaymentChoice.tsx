// Payment: UPI (UPI id), card (number, MM/YY, CVC) or cash on delivery, one open at a time.
import type { PaymentMethod } from '@haat/domain/rules/checkout'
import { cardNumberInput, expiryInput } from './checkout-form.ts'
import { TextField, type FormBinding } from './TextField.tsx'

type Props = FormBinding & { onMethod: (method: PaymentMethod) => void }

const OPTIONS: { method: PaymentMethod; label: string; note: string }[] = [
  { method: 'UPI', label: 'UPI', note: 'Pay from any UPI app' },
  { method: 'CARD', label: 'Credit or debit card', note: 'Visa, Mastercard, RuPay' },
  { method: 'COD', label: 'Cash on delivery', note: 'Pay when your order arrives' },
]

export function PaymentChoice({ onMethod, ...bind }: Props) {
  const { form, errors } = bind
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 font-display text-xl font-semibold">Payment</legend>
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
                <span className="block text-sm font-semibold">{o.label}</span>
                <span className="block text-xs text-ink-soft">{o.note}</span>
              </span>
            </label>
            {chosen && o.method === 'UPI' && (
              <div className="px-4 pb-4">
                <TextField
                  field="upiId"
                  bind={bind}
                  label="UPI id"
                  placeholder="name@bank"
                  autoComplete="off"
                  autoCapitalize="none"
                />
              </div>
            )}
            {chosen && o.method === 'CARD' && (
              <div className="grid grid-cols-2 gap-3 px-4 pb-4">
                <TextField
                  field="cardNumber"
                  bind={bind}
                  label="Card number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  className="col-span-2"
                  clean={cardNumberInput}
                />
                <TextField
                  field="expiry"
                  bind={bind}
                  label="Expiry (MM/YY)"
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                  clean={expiryInput}
                />
                <TextField
                  field="cvc"
                  bind={bind}
                  label="CVC"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  clean={(v) => v.replace(/\D/g, '')}
                />
              </div>
            )}
          </div>
        )
      })}
      {errors.payment && (
        <p role="alert" className="rounded-xl bg-rani-50 px-3 py-2 text-sm font-semibold text-rani-600">
          {errors.payment}
        </p>
      )}
    </fieldset>
  )
}
