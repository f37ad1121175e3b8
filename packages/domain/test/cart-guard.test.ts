import { describe, expect, it } from 'vitest'
import { isCartItem, isCartItems } from '../src/rules/cart-guard.ts'
import { cartItemSchema } from '../src/rules/cart-schema.ts'

const good = {
  productId: 1,
  variantId: 2,
  quantity: 3,
  itemImage: '/media/a.webp',
  itemPrice: 1299,
  offer: { type: 'PERCENT', value: 20, symbol: '%', code: 'UP20' },
  isUpvoted: true,
}

// Stored carts are user-editable: each case breaks one rule of the schema.
const variants: unknown[] = [
  good,
  { ...good, offer: null, itemImage: null },
  { ...good, quantity: 99 },
  { ...good, itemPrice: 0 },
  { ...good, quantity: 0 },
  { ...good, quantity: 100 },
  { ...good, quantity: 1.5 },
  { ...good, productId: 0 },
  { ...good, variantId: '2' },
  { ...good, itemImage: 3 },
  { ...good, itemPrice: -1 },
  { ...good, itemPrice: Number.NaN },
  { ...good, isUpvoted: 'yes' },
  { ...good, offer: { ...good.offer, type: 'BOGO' } },
  { ...good, offer: { ...good.offer, value: 0 } },
  { ...good, offer: { ...good.offer, code: undefined } },
  { ...good, offer: undefined },
  null,
  [],
  'item',
]

describe('isCartItem', () => {
  it('accepts exactly what the cart item schema accepts', () => {
    for (const v of variants)
      expect(isCartItem(v), JSON.stringify(v)).toBe(cartItemSchema.safeParse(v).success)
  })
  it('accepts valid items and rejects a bad quantity', () => {
    expect(isCartItem(good)).toBe(true)
    expect(isCartItem({ ...good, quantity: 0 })).toBe(false)
  })
})

describe('isCartItems', () => {
  it('needs an array of valid items', () => {
    expect(isCartItems([good, good])).toBe(true)
    expect(isCartItems([])).toBe(true)
    expect(isCartItems([good, { ...good, quantity: 0 }])).toBe(false)
    expect(isCartItems({ 0: good })).toBe(false)
  })
})
