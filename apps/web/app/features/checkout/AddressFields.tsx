// Delivery address: name, mobile, two address lines, city, state (India's states and union territories)
// and the 6-digit pincode, checked as it is typed.
import type { CheckoutField, CheckoutForm, FieldErrors } from './checkout-form.ts'
import { pincodeError, pincodeInput } from './checkout-form.ts'
import { Field, inputClasses } from './Field.tsx'
import { INDIAN_STATES } from './indian-states.ts'

type Props = {
  form: CheckoutForm
  errors: FieldErrors
  onChange: (field: CheckoutField, value: string) => void
}

export function AddressFields({ form, errors, onChange }: Props) {
  const pinError = errors.pincode ?? pincodeError(form.pincode, false)
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 font-display text-xl font-semibold">Delivery address</legend>
      <Field
        id="name"
        label="Full name"
        autoComplete="name"
        value={form.name}
        error={errors.name}
        onValue={(v) => onChange('name', v)}
      />
      <Field
        id="phone"
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="98765 43210"
        value={form.phone}
        error={errors.phone}
        hint="For the delivery partner only"
        onValue={(v) => onChange('phone', v)}
      />
      <Field
        id="line1"
        label="House, street, area"
        autoComplete="address-line1"
        className="sm:col-span-2"
        value={form.line1}
        error={errors.line1}
        onValue={(v) => onChange('line1', v)}
      />
      <Field
        id="line2"
        label="Landmark (optional)"
        autoComplete="address-line2"
        className="sm:col-span-2"
        value={form.line2}
        error={errors.line2}
        onValue={(v) => onChange('line2', v)}
      />
      <Field
        id="city"
        label="City"
        autoComplete="address-level2"
        value={form.city}
        error={errors.city}
        onValue={(v) => onChange('city', v)}
      />
      <div className="space-y-1">
        <label htmlFor="state" className="text-sm font-semibold">
          State
        </label>
        <select
          id="state"
          autoComplete="address-level1"
          className={inputClasses(!!errors.state)}
          value={form.state}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? 'state-error' : undefined}
          onChange={(e) => onChange('state', e.target.value)}
        >
          <option value="">Choose a state</option>
          {INDIAN_STATES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
        {errors.state && (
          <p id="state-error" className="text-xs font-semibold text-rani-600">
            {errors.state}
          </p>
        )}
      </div>
      <Field
        id="pincode"
        label="Pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        value={form.pincode}
        error={pinError}
        hint="6 digits"
        onValue={(v) => onChange('pincode', pincodeInput(v))}
      />
    </fieldset>
  )
}
