import { describe, expect, it } from 'vitest'
import { bagButtonState, cartButtonState } from '../src/rules/cart-button.ts'

const ready = { adding: false, inCart: false, availableForSale: true, batchMin: null, batchTotal: 0 }

describe('cartButtonState', () => {
  it('offers Add to Cart when nothing stands in the way', () => {
    expect(cartButtonState(ready)).toEqual({ label: 'Add to Cart', disabled: false })
  })
  it('shows Adding... above everything else', () => {
    expect(cartButtonState({ ...ready, adding: true, inCart: true, availableForSale: false })).toEqual({
      label: 'Adding...',
      disabled: true,
    })
  })
  it('shows Go to Cart above Out of Stock and the batch minimum', () => {
    expect(cartButtonState({ ...ready, inCart: true, availableForSale: false, batchMin: 6 })).toEqual({
      label: 'Go to Cart',
      disabled: false,
    })
  })
  it('shows Out of Stock (disabled) above the batch minimum', () => {
    expect(cartButtonState({ ...ready, availableForSale: false, batchMin: 6 })).toEqual({
      label: 'Out of Stock',
      disabled: true,
    })
  })
  it('blocks until the batch minimum is met', () => {
    expect(cartButtonState({ ...ready, batchMin: 6, batchTotal: 5 })).toEqual({
      label: 'Select Minimum Quantity',
      disabled: true,
    })
    expect(cartButtonState({ ...ready, batchMin: 6, batchTotal: 6 }).label).toBe('Add to Cart')
  })
})

describe('bagButtonState', () => {
  it('reads Add to Bag, Out of Stock or Select {N} or more', () => {
    expect(bagButtonState(ready)).toEqual({ label: 'Add to Bag', disabled: false })
    expect(bagButtonState({ ...ready, availableForSale: false })).toEqual({
      label: 'Out of Stock',
      disabled: true,
    })
    expect(bagButtonState({ ...ready, batchMin: 12, batchTotal: 3 })).toEqual({
      label: 'Select {min} or more',
      values: { min: 12 },
      disabled: true,
    })
    expect(bagButtonState({ ...ready, batchMin: 12, batchTotal: 12 }).label).toBe('Add to Bag')
  })
})
