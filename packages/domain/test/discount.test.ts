import { describe, expect, it } from 'vitest'
import { discountedPrice, offerLabel, savings } from '../src/rules/discount.ts'

const pct = (value: number) => ({ type: 'PERCENT' as const, value })
const amt = (value: number) => ({ type: 'AMOUNT' as const, value })

describe('discountedPrice', () => {
  it('returns the price without an offer', () => {
    expect(discountedPrice(1999, null)).toBe(1999)
    expect(discountedPrice(1999, undefined)).toBe(1999)
  })
  it('applies a percent and rounds to whole rupees', () => {
    expect(discountedPrice(1000, pct(20))).toBe(800)
    expect(discountedPrice(999, pct(15))).toBe(849) // 849.15
    expect(discountedPrice(999, pct(10))).toBe(899) // 899.1
    expect(discountedPrice(1001, pct(25))).toBe(751) // 750.75
  })
  it('rounds exact halves up, even where floating point would miss them', () => {
    expect(discountedPrice(25, pct(34))).toBe(17) // 16.5; 25 × (1 − 0.34) = 16.4999…
    expect(discountedPrice(5, pct(90))).toBe(1) // 0.5
    expect(discountedPrice(15, pct(30))).toBe(11) // 10.5
    expect(discountedPrice(3, pct(50))).toBe(2) // 1.5
  })
  it('never goes below zero for percents of 100 or more', () => {
    expect(discountedPrice(500, pct(100))).toBe(0)
    expect(discountedPrice(500, pct(150))).toBe(0)
  })
  it('subtracts an amount and floors at 0', () => {
    expect(discountedPrice(1000, amt(200))).toBe(800)
    expect(discountedPrice(200, amt(200))).toBe(0)
    expect(discountedPrice(150, amt(200))).toBe(0)
  })
})

describe('savings', () => {
  it('is the difference to the regular price', () => {
    expect(savings(1000, pct(20))).toBe(200)
    expect(savings(150, amt(200))).toBe(150)
    expect(savings(1000, null)).toBe(0)
  })
})

describe('offerLabel', () => {
  it('shows percents with % and amounts in rupees with Indian grouping', () => {
    expect(offerLabel(pct(20))).toBe('20%')
    expect(offerLabel(amt(200))).toBe('₹200')
    expect(offerLabel(amt(150000))).toBe('₹1,50,000')
  })
  it('is empty without an offer', () => {
    expect(offerLabel(null)).toBe('')
  })
})
