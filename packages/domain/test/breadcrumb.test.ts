import { describe, expect, it } from 'vitest'
import { truncateCrumb } from '../src/rules/breadcrumb.ts'

describe('truncateCrumb', () => {
  it('keeps names of exactly 30 characters', () => {
    const thirty = 'a'.repeat(30)
    expect(truncateCrumb(thirty)).toBe(thirty)
  })
  it('cuts 31 characters to 20 plus an ellipsis', () => {
    expect(truncateCrumb('abcdefghijklmnopqrstuvwxyz01234')).toBe('abcdefghijklmnopqrst…')
  })
  it('keeps short names and empty strings', () => {
    expect(truncateCrumb('Home')).toBe('Home')
    expect(truncateCrumb('')).toBe('')
  })
  it('counts visible characters, not UTF-16 units', () => {
    const hindi = 'नमस्ते'.repeat(5) // 5 × 4 graphemes = 20: kept whole
    expect(truncateCrumb(hindi)).toBe(hindi)
    const emoji = '🛍️'.repeat(31)
    expect(truncateCrumb(emoji)).toBe('🛍️'.repeat(20) + '…')
  })
})
