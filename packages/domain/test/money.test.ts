import { describe, expect, it } from 'vitest'
import { formatCount, formatINR } from '../src/format/money.ts'

describe('formatINR', () => {
  it('groups digits the Indian way without decimals for whole rupees', () => {
    expect(formatINR(0)).toBe('₹0')
    expect(formatINR(999)).toBe('₹999')
    expect(formatINR(1000)).toBe('₹1,000')
    expect(formatINR(123456)).toBe('₹1,23,456')
    expect(formatINR(12345678)).toBe('₹1,23,45,678')
  })
  it('shows paise with two decimals when present', () => {
    expect(formatINR(1234.5)).toBe('₹1,234.50')
  })
})

describe('formatCount', () => {
  it('leaves small counts alone', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(50)).toBe('50')
    expect(formatCount(999)).toBe('999')
  })
  it('compacts thousands, lakhs and crores without rounding up', () => {
    expect(formatCount(1000)).toBe('1K')
    expect(formatCount(1200)).toBe('1.2K')
    expect(formatCount(1299)).toBe('1.2K')
    expect(formatCount(99_999)).toBe('99.9K')
    expect(formatCount(150_000)).toBe('1.5L')
    expect(formatCount(10_000_000)).toBe('1Cr')
  })
})
