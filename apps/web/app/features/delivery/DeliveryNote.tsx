// What a pincode lookup tells the shopper: where it is, when delivery should come, and whether cash on
// delivery is offered; or that the pincode is unknown, or that the check failed.
import { Truck } from '../../components/icon/icons.ts'
import type { Locale } from '../../lib/i18n/locale.ts'
import { useLocale, useT } from '../../lib/i18n/use-t.ts'
import type { PincodeLookup } from './use-pincode-lookup.ts'

const dayOptions: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
}
const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  'en-IN': new Intl.DateTimeFormat('en-IN', dayOptions),
  'hi-IN': new Intl.DateTimeFormat('hi-IN', dayOptions),
}
/** 'YYYY-MM-DD' (India's date) as 'Sat, 28 Nov' ('शनि, 28 नव॰' in Hindi). */
const deliveryDay = (isoDate: string, locale: Locale) =>
  dayFormats[locale].format(new Date(`${isoDate}T00:00:00Z`))

export function DeliveryNote({ lookup, id }: { lookup: PincodeLookup; id?: string }) {
  const t = useT()
  const locale = useLocale()
  if (lookup.kind === 'idle') return <p id={id} aria-live="polite" />
  if (lookup.kind === 'loading')
    return (
      <p id={id} aria-live="polite" className="text-xs text-ink-soft">
        {t('Checking {pincode}…', { pincode: lookup.pincode })}
      </p>
    )
  if (lookup.kind !== 'found')
    return (
      <p
        id={id}
        aria-live="polite"
        className="text-xs font-semibold text-rani-600"
        data-testid="pincode-problem"
      >
        {lookup.kind === 'unknown'
          ? t("We don't know the pincode {pincode}. Check the digits.", { pincode: lookup.pincode })
          : t('Could not check the pincode just now. Try again.')}
      </p>
    )
  const { city, state, estimatedDelivery, cod } = lookup.answer
  return (
    <div id={id} aria-live="polite" className="flex items-start gap-2 text-sm" data-testid="delivery-note">
      <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-600" />
      <p>
        <span className="font-semibold">
          {t('Delivery by {day}', { day: deliveryDay(estimatedDelivery, locale) })}
        </span>
        {t(' to {city}, {state}.', { city, state })}{' '}
        <span className="text-ink-soft">
          {t(cod ? 'Cash on delivery available.' : 'Cash on delivery is not available here.')}
        </span>
      </p>
    </div>
  )
}
