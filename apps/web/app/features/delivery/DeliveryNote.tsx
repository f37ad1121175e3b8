// What a pincode lookup tells the shopper: where it is, when delivery should come, and whether cash on
// delivery is offered; or that the pincode is unknown, or that the check failed.
import { Truck } from 'lucide-react'
import type { PincodeLookup } from './use-pincode-lookup.ts'

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
/** 'YYYY-MM-DD' (India's date) as 'Sat, 28 Nov'. */
export const deliveryDay = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T00:00:00Z`))

export function DeliveryNote({ lookup, id }: { lookup: PincodeLookup; id?: string }) {
  if (lookup.kind === 'idle') return <p id={id} aria-live="polite" />
  if (lookup.kind === 'loading')
    return (
      <p id={id} aria-live="polite" className="text-xs text-ink-soft">
        Checking {lookup.pincode}…
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
          ? `We don't know the pincode ${lookup.pincode}. Check the digits.`
          : 'Could not check the pincode just now. Try again.'}
      </p>
    )
  const { city, state, estimatedDelivery, cod } = lookup.answer
  return (
    <div id={id} aria-live="polite" className="flex items-start gap-2 text-sm" data-testid="delivery-note">
      <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-600" />
      <p>
        <span className="font-semibold">Delivery by {deliveryDay(estimatedDelivery)}</span> to {city}, {state}
        .{' '}
        <span className="text-ink-soft">
          {cod ? 'Cash on delivery available.' : 'Cash on delivery is not available here.'}
        </span>
      </p>
    </div>
  )
}
