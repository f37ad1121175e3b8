import { describe, expect, it } from 'vitest'
import { canBuyNow } from '../src/rules/buy-now.ts'

describe('canBuyNow', () => {
  it('needs a product id', () => {
    expect(canBuyNow({ productId: null, variantId: 3 })).toBe(false)
  })
  it('needs a variant id or a batch selection', () => {
    expect(canBuyNow({ productId: 1, variantId: null })).toBe(false)
    expect(canBuyNow({ productId: 1, variantId: null, batchSelection: {} })).toBe(false)
    expect(canBuyNow({ productId: 1, variantId: null, batchSelection: { 'Flavor:Mango': 2 } })).toBe(true)
    expect(canBuyNow({ productId: 1, variantId: 3 })).toBe(true)
  })
  it('refuses a variant marked unavailable, but not one of unknown availability', () => {
    expect(canBuyNow({ productId: 1, variantId: 3, variantAvailable: false })).toBe(false)
    expect(canBuyNow({ productId: 1, variantId: 3, variantAvailable: true })).toBe(true)
    expect(canBuyNow({ productId: 1, variantId: 3, variantAvailable: null })).toBe(true)
  })
})
