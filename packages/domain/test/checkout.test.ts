import { describe, expect, it } from 'vitest'
import { batchShortfalls, couponMatches, mergeLines } from '../src/rules/checkout.ts'

describe('batchShortfalls', () => {
  it('counts a product across its variants against its minimum', () => {
    const lines = [
      { productId: 1, quantity: 3, batchMinimum: 6 },
      { productId: 1, quantity: 2, batchMinimum: 6 },
      { productId: 2, quantity: 1, batchMinimum: null },
    ]
    expect(batchShortfalls(lines)).toEqual([{ productId: 1, minimum: 6, units: 5 }])
    expect(batchShortfalls([...lines, { productId: 1, quantity: 1, batchMinimum: 6 }])).toEqual([])
  })
  it('treats no minimum and 0 as met', () => {
    expect(batchShortfalls([{ productId: 3, quantity: 1, batchMinimum: 0 }])).toEqual([])
  })
})

describe('couponMatches', () => {
  const lines = [
    { offerCode: 'KURTA20', upvoted: true },
    { offerCode: 'LAMP300', upvoted: false },
    { offerCode: null, upvoted: true },
  ]
  it('accepts the offer code of an upvoted product, in any case and with spaces around', () => {
    expect(couponMatches(' kurta20 ', lines)).toBe(true)
  })
  it('refuses the code of a product not upvoted, unknown codes and blanks', () => {
    expect(couponMatches('LAMP300', lines)).toBe(false)
    expect(couponMatches('FREE100', lines)).toBe(false)
    expect(couponMatches('  ', lines)).toBe(false)
  })
})

describe('mergeLines', () => {
  it('adds quantities of the same product+variant, capped, keeping first-seen order', () => {
    const merged = mergeLines(
      [
        { productId: 1, variantId: 10, quantity: 60 },
        { productId: 2, variantId: 20, quantity: 1 },
        { productId: 1, variantId: 10, quantity: 60 },
      ],
      99,
    )
    expect(merged).toEqual([
      { productId: 1, variantId: 10, quantity: 99 },
      { productId: 2, variantId: 20, quantity: 1 },
    ])
  })
  it('keeps the same variant id under different products apart', () => {
    expect(
      mergeLines(
        [
          { productId: 1, variantId: 10, quantity: 1 },
          { productId: 2, variantId: 10, quantity: 1 },
        ],
        99,
      ),
    ).toHaveLength(2)
  })
})
