import { describe, expect, it } from 'vitest'
import { orderTotals, priceLine } from '../src/rules/pricing.ts'

const pct = (value: number) => ({ type: 'PERCENT' as const, value })
const amt = (value: number) => ({ type: 'AMOUNT' as const, value })

describe('priceLine', () => {
  it('discounts an upvoted line by the §5 arithmetic, per unit', () => {
    expect(priceLine({ unitPrice: 999, quantity: 3, offer: pct(15), upvoted: true })).toEqual({
      unitDiscount: 150, // 999 × 0.85 = 849.15 → 849
      lineTotal: 2547,
    })
    expect(priceLine({ unitPrice: 2499, quantity: 2, offer: amt(300), upvoted: true })).toEqual({
      unitDiscount: 300,
      lineTotal: 4398,
    })
  })
  it('never discounts below zero', () => {
    expect(priceLine({ unitPrice: 200, quantity: 1, offer: amt(500), upvoted: true })).toEqual({
      unitDiscount: 200,
      lineTotal: 0,
    })
  })
  it('gives nothing without an upvote or without an offer', () => {
    expect(priceLine({ unitPrice: 1000, quantity: 2, offer: pct(20), upvoted: false })).toEqual({
      unitDiscount: 0,
      lineTotal: 2000,
    })
    expect(priceLine({ unitPrice: 1000, quantity: 2, offer: null, upvoted: true }).unitDiscount).toBe(0)
  })
})

describe('orderTotals', () => {
  it('adds regular prices, discounts and units', () => {
    expect(
      orderTotals([
        { unitPrice: 1000, unitDiscount: 200, quantity: 2 },
        { unitPrice: 350, unitDiscount: 0, quantity: 3 },
      ]),
    ).toEqual({ subtotal: 3050, discount: 400, total: 2650, count: 5 })
  })
  it('is all zeros for no lines', () => {
    expect(orderTotals([])).toEqual({ subtotal: 0, discount: 0, total: 0, count: 0 })
  })
})
