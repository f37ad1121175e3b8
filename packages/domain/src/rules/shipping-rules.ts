// The operator's shipping rules (issue 17 §3): where parcels leave from, how long they take to each zone
// of states, and where cash on delivery is offered. Defaults below; an operator replaces them with a JSON
// file (SHIPPING_RULES_FILE, docs/operators.md) checked against this schema at start.
import { z } from 'zod'

const days = z.number().int().min(0).max(60)

export const shippingZoneSchema = z.object({
  name: z.string().trim().min(1).max(60),
  /** States and union territories as the checkout spells them (e.g. 'Tamil Nadu'). */
  states: z.array(z.string().trim().min(1)).min(1),
  /** Days in transit after dispatch (Sundays not counted). */
  days,
  cod: z.boolean(),
})

export const shippingRulesSchema = z.object({
  /** The state parcels leave from: that state is the 'Within <state>' zone. */
  shipsFrom: z.string().trim().min(1),
  /** Working days between the order and the courier's pick-up. */
  dispatchDays: days,
  /** Transit days and COD inside the state parcels leave from. */
  withinState: z.object({ days, cod: z.boolean() }),
  /** The first zone naming the delivery state wins. */
  zones: z.array(shippingZoneSchema),
  /** Every state no zone names. */
  restOfIndia: z.object({ days, cod: z.boolean() }),
})
export type ShippingRules = z.infer<typeof shippingRulesSchema>

export const DEFAULT_SHIPPING_RULES: ShippingRules = {
  shipsFrom: 'Maharashtra',
  dispatchDays: 1,
  withinState: { days: 2, cod: true },
  zones: [
    {
      name: 'West and Central India',
      states: [
        'Goa',
        'Gujarat',
        'Madhya Pradesh',
        'Chhattisgarh',
        'Dadra and Nagar Haveli and Daman and Diu',
      ],
      days: 3,
      cod: true,
    },
    {
      name: 'North-East India',
      states: [
        'Arunachal Pradesh',
        'Assam',
        'Manipur',
        'Meghalaya',
        'Mizoram',
        'Nagaland',
        'Sikkim',
        'Tripura',
      ],
      days: 7,
      cod: true,
    },
    {
      name: 'Hills and islands',
      states: ['Jammu and Kashmir', 'Ladakh', 'Andaman and Nicobar Islands', 'Lakshadweep'],
      days: 8,
      cod: false,
    },
  ],
  restOfIndia: { days: 4, cod: true },
}
