// The pincode box: a 6-digit field, a Check button and what the lookup says below them.
import { MapPin } from '../../components/icon/icons.ts'
import { DeliveryNote } from './DeliveryNote.tsx'
import type { PincodeLookup } from './use-pincode-lookup.ts'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = {
  value: string
  onValue: (typed: string) => void
  onCheck: () => void
  lookup: PincodeLookup
  invalid: boolean
  /** Set once the box answers (its code has loaded): tests wait for it. */
  hydrated: boolean
}

export function PincodeForm({ value, onValue, onCheck, lookup, invalid, hydrated }: Props) {
  const t = useT()
  return (
    <form
      aria-label={t('Check delivery')}
      data-hydrated={hydrated || undefined}
      className="space-y-2 rounded-2xl border border-line bg-paper p-3"
      onSubmit={(e) => {
        e.preventDefault()
        onCheck()
      }}
    >
      <label htmlFor="delivery-pincode" className="flex items-center gap-1.5 text-sm font-semibold">
        <MapPin aria-hidden="true" className="size-4 text-saffron-700" />
        {t('Delivery to your pincode')}
      </label>
      <div className="flex gap-2">
        <input
          id="delivery-pincode"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('6-digit pincode')}
          className="h-10 min-w-0 flex-1 rounded-xl border border-line bg-card px-3 text-sm"
          value={value}
          onChange={(e) => onValue(e.target.value.replace(/\D/g, '').slice(0, 6))}
          aria-describedby="delivery-pincode-note"
          aria-invalid={invalid || undefined}
        />
        <button
          type="submit"
          className="h-10 rounded-xl border border-saffron-700 px-4 text-sm font-bold text-saffron-700 hover:bg-saffron-50"
        >
          {t('Check')}
        </button>
      </div>
      {invalid ? (
        <p id="delivery-pincode-note" className="text-xs font-semibold text-rani-600">
          {t('A pincode has 6 digits and does not start with 0')}
        </p>
      ) : (
        <DeliveryNote lookup={lookup} id="delivery-pincode-note" />
      )}
    </form>
  )
}
