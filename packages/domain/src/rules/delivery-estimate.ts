// When a parcel to a state arrives and whether it can be paid in cash, from the operator's shipping rules.
// Dates are India's (IST, UTC+5:30); Sundays are not counted, as couriers do not deliver then.
import type { ShippingRules } from './shipping-rules.ts'

export type DeliveryEstimate = {
  zone: string
  /** Working days from today to delivery (dispatch + transit). */
  days: number
  /** The day it should arrive, 'YYYY-MM-DD' in India. */
  estimatedDelivery: string
  cod: boolean
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000
const DAY_MS = 86_400_000

/** The zone a delivery state falls in: within the dispatching state, the first zone naming it, or the rest. */
export function zoneFor(rules: ShippingRules, state: string): { name: string; days: number; cod: boolean } {
  if (state === rules.shipsFrom) return { name: `Within ${rules.shipsFrom}`, ...rules.withinState }
  const zone = rules.zones.find((z) => z.states.includes(state))
  return zone ?? { name: 'Rest of India', ...rules.restOfIndia }
}

/** Today in India plus `days` days that are not Sundays, as 'YYYY-MM-DD'. */
export function addWorkingDays(now: Date, days: number): string {
  let day = new Date(Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS)
  for (let left = days; left > 0;) {
    day = new Date(day.getTime() + DAY_MS)
    if (day.getUTCDay() !== 0) left--
  }
  if (day.getUTCDay() === 0) day = new Date(day.getTime() + DAY_MS)
  return day.toISOString().slice(0, 10)
}

export function estimateDelivery(rules: ShippingRules, state: string, now: Date): DeliveryEstimate {
  const zone = zoneFor(rules, state)
  const days = rules.dispatchDays + zone.days
  return { zone: zone.name, days, estimatedDelivery: addWorkingDays(now, days), cod: zone.cod }
}
