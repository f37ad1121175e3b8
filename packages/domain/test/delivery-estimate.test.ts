import { describe, expect, test } from 'vitest'
import { addWorkingDays, estimateDelivery, zoneFor } from '../src/rules/delivery-estimate.ts'
import { DEFAULT_SHIPPING_RULES, shippingRulesSchema } from '../src/rules/shipping-rules.ts'

describe('delivery estimate', () => {
  test('counts from India’s date, skipping Sundays', () => {
    // Wed 26 Nov 2026, 20:00 UTC is already Thursday 27 Nov in India (01:30 IST).
    expect(addWorkingDays(new Date('2026-11-25T20:00:00Z'), 0)).toBe('2026-11-26')
    expect(addWorkingDays(new Date('2026-11-25T18:29:00Z'), 0)).toBe('2026-11-25')
    // Fri 27 Nov + 2 working days = Sat 28, (Sun 29 skipped) Mon 30.
    expect(addWorkingDays(new Date('2026-11-27T06:00:00Z'), 2)).toBe('2026-11-30')
    // A Sunday with no days to add moves to Monday.
    expect(addWorkingDays(new Date('2026-11-29T06:00:00Z'), 0)).toBe('2026-11-30')
  })

  test('zones: the dispatching state, the first zone naming the state, the rest of India', () => {
    const rules = DEFAULT_SHIPPING_RULES
    expect(zoneFor(rules, 'Maharashtra')).toEqual({ name: 'Within Maharashtra', days: 2, cod: true })
    expect(zoneFor(rules, 'Assam')).toMatchObject({ name: 'North-East India', days: 7, cod: true })
    expect(zoneFor(rules, 'Ladakh')).toMatchObject({ name: 'Hills and islands', cod: false })
    expect(zoneFor(rules, 'Karnataka')).toEqual({ name: 'Rest of India', days: 4, cod: true })
  })

  test('dispatch days are added to the zone’s transit days', () => {
    const now = new Date('2026-11-23T06:00:00Z') // Monday
    expect(estimateDelivery(DEFAULT_SHIPPING_RULES, 'Karnataka', now)).toEqual({
      zone: 'Rest of India',
      days: 5,
      estimatedDelivery: '2026-11-28',
      cod: true,
    })
  })

  test('the defaults pass the schema an operator’s file is checked against', () => {
    expect(shippingRulesSchema.parse(DEFAULT_SHIPPING_RULES)).toEqual(DEFAULT_SHIPPING_RULES)
    expect(shippingRulesSchema.safeParse({ ...DEFAULT_SHIPPING_RULES, dispatchDays: -1 }).success).toBe(false)
  })
})
