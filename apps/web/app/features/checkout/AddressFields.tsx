// Delivery address: name, mobile, two address lines, city, state (India's states and union territories)
// and the 6-digit pincode, checked as it is typed; a known pincode fills the city and state and says
// when delivery should come.
import { pincodeError, pincodeInput } from './checkout-form.ts'
import { DeliveryNote } from '../delivery/DeliveryNote.tsx'
import { inputClasses } from './Field.tsx'
import { INDIAN_STATES } from './indian-states.ts'
import { TextField, type FormBinding } from './TextField.tsx'
import { usePincodeFill } from './use-pincode-fill.ts'
import { useT } from '../../lib/i18n/use-t.ts'

export function AddressFields(bind: FormBinding) {
  const t = useT()
  const { form, errors, onChange } = bind
  const lookup = usePincodeFill(bind)
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 font-display text-xl font-semibold">{t('Delivery address')}</legend>
      <TextField field="name" bind={bind} label="Full name" autoComplete="name" />
      <TextField
        field="phone"
        bind={bind}
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="98765 43210"
        hint="For the delivery partner only"
      />
      <TextField
        field="line1"
        bind={bind}
        label="House, street, area"
        autoComplete="address-line1"
        className="sm:col-span-2"
      />
      <TextField
        field="line2"
        bind={bind}
        label="Landmark (optional)"
        autoComplete="address-line2"
        className="sm:col-span-2"
      />
      <TextField
        field="pincode"
        bind={bind}
        label="Pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        typingError={pincodeError(form.pincode, false)}
        hint="6 digits"
        clean={pincodeInput}
      />
      <div className="-mt-2 sm:mt-0 sm:pt-7">
        <DeliveryNote lookup={lookup} />
      </div>
      <TextField field="city" bind={bind} label="City" autoComplete="address-level2" />
      <div className="space-y-1">
        <label htmlFor="state" className="text-sm font-semibold">
          {t('State')}
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
          <option value="">{t('Choose a state')}</option>
          {INDIAN_STATES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
        {errors.state && (
          <p id="state-error" className="text-xs font-semibold text-rani-600">
            {t(errors.state)}
          </p>
        )}
      </div>
    </fieldset>
  )
}
