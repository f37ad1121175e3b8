// The bag as shown: server details over local quantities, totals, and why Checkout is held back.
import { describe, expect, it } from 'vitest'
import type { CartData, CartLine } from '@haat/domain/catalog/order'
import { bagLines, bagProblems, bagTotals } from '../../app/features/cart/bag-lines.ts'
import { item } from './fake-cart-api.ts'

const line = (productId: number, variantId: number, over: Partial<CartLine> = {}): CartLine => ({
  productId,
  variantId,
  quantity: 1,
  title: `Product ${productId}`,
  slug: `p-${productId}`,
  brandName: 'Brand',
  image: null,
  options: [],
  availableForSale: true,
  unitPrice: 500,
  offer: null,
  isUpvoted: false,
  unitDiscount: 0,
  lineTotal: 500,
  batchMinimum: null,
  checkoutGroup: 'store',
  ...over,
})
const data = (lines: CartLine[]): CartData => ({ lines, subtotal: 0, discount: 0, total: 0, count: 0 })

describe('bagLines and bagTotals', () => {
  it("prices the shopper's quantities with the server's unit price and discount", () => {
    const lines = bagLines([item(1, 11, 3)], data([line(1, 11, { unitPrice: 800, unitDiscount: 200 })]))
    expect(lines[0]).toMatchObject({ unitPrice: 800, unitDiscount: 200 })
    expect(bagTotals(lines)).toEqual({ subtotal: 2400, discount: 600, total: 1800, count: 3 })
  })

  it('falls back to the local item until the details arrive', () => {
    const lines = bagLines([item(1, 11, 2)], null)
    expect(lines[0]!.detail).toBeNull()
    expect(bagTotals(lines)).toEqual({ subtotal: 2000, discount: 0, total: 2000, count: 2 })
  })
})

describe('bagProblems', () => {
  it('marks unavailable lines and batch products under their minimum (counted across the product)', () => {
    const items = [item(1, 11, 4), item(1, 12, 1), item(2, 21, 1), item(3, 31, 5)]
    const lines = bagLines(
      items,
      data([
        line(1, 11, { batchMinimum: 6 }),
        line(1, 12, { batchMinimum: 6 }),
        line(2, 21, { availableForSale: false }),
        line(3, 31, { batchMinimum: 6 }),
      ]),
    )
    const problems = bagProblems(lines)
    const under = { message: 'Select at least {min} units to proceed', values: { min: 6 } }
    expect(problems.get('1:11')).toEqual(under)
    expect(problems.get('1:12')).toEqual(under)
    expect(problems.get('2:21')).toEqual({ message: 'Out of Stock' })
    expect(problems.get('3:31')).toEqual(under)
    expect(
      bagProblems(
        bagLines(
          [item(1, 11, 5), item(1, 12, 1)],
          data([line(1, 11, { batchMinimum: 6 }), line(1, 12, { batchMinimum: 6 })]),
        ),
      ).size,
    ).toBe(0)
  })
})
