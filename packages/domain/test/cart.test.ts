import { describe, expect, it } from 'vitest'
import { addItem, cartTotals, mergeCarts, removeItem, updateItem, type CartItem } from '../src/rules/cart.ts'
import { cartItemSchema } from '../src/rules/cart-schema.ts'

const item = (
  productId: number,
  variantId: number,
  quantity = 1,
  extra: Partial<CartItem> = {},
): CartItem => ({
  productId,
  variantId,
  quantity,
  itemImage: null,
  itemPrice: 1000,
  offer: null,
  isUpvoted: false,
  ...extra,
})
const offer20 = { type: 'PERCENT' as const, value: 20, symbol: '%', code: 'UP20' }

describe('addItem', () => {
  it('appends a new product+variant', () => {
    expect(addItem([item(1, 1)], item(1, 2))).toEqual([item(1, 1), item(1, 2)])
  })
  it('merges the quantity of the same product+variant', () => {
    expect(addItem([item(1, 1, 2)], item(1, 1, 3))).toEqual([item(1, 1, 5)])
  })
  it('caps a line at 99', () => {
    expect(addItem([item(1, 1, 90)], item(1, 1, 20))[0]?.quantity).toBe(99)
  })
})

describe('updateItem and removeItem', () => {
  it('sets the quantity of one line', () => {
    expect(updateItem([item(1, 1), item(2, 1)], 2, 1, 4)).toEqual([item(1, 1), item(2, 1, 4)])
  })
  it('removes a line updated below 1', () => {
    expect(updateItem([item(1, 1), item(2, 1)], 2, 1, 0)).toEqual([item(1, 1)])
  })
  it('removes by product+variant only', () => {
    expect(removeItem([item(1, 1), item(1, 2)], 1, 2)).toEqual([item(1, 1)])
  })
  it('removing the last item yields an empty cart', () => {
    expect(removeItem([item(1, 1)], 1, 1)).toEqual([])
  })
})

describe('mergeCarts', () => {
  it('takes the larger quantity of lines in both', () => {
    expect(mergeCarts([item(1, 1, 2)], [item(1, 1, 5)])).toEqual([item(1, 1, 5)])
    expect(mergeCarts([item(1, 1, 5)], [item(1, 1, 2)])).toEqual([item(1, 1, 5)])
  })
  it("keeps the server's details for a shared line", () => {
    const server = item(1, 1, 1, { itemPrice: 900 })
    expect(mergeCarts([server], [item(1, 1, 3)])).toEqual([item(1, 1, 3, { itemPrice: 900 })])
  })
  it('keeps lines from either side', () => {
    expect(mergeCarts([item(1, 1)], [item(2, 1), item(1, 2)])).toEqual([item(1, 1), item(2, 1), item(1, 2)])
    expect(mergeCarts([], [])).toEqual([])
  })
})

describe('cartTotals', () => {
  it('discounts only upvoted lines with an offer', () => {
    const totals = cartTotals([
      item(1, 1, 2, { offer: offer20, isUpvoted: true }), // 2000, saves 400
      item(2, 1, 1, { offer: offer20, isUpvoted: false }), // 1000, no saving
      item(3, 1, 3), // 3000
    ])
    expect(totals).toEqual({ subtotal: 6000, discount: 400, total: 5600, count: 6 })
  })
  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, discount: 0, total: 0, count: 0 })
  })
})

describe('cartItemSchema', () => {
  it('accepts a spec cart item and rejects bad quantities', () => {
    expect(cartItemSchema.safeParse(item(1, 1, 2, { offer: offer20 })).success).toBe(true)
    expect(cartItemSchema.safeParse(item(1, 1, 0)).success).toBe(false)
    expect(cartItemSchema.safeParse(item(1, 1, 100)).success).toBe(false)
  })
})
