// A bag split by where its lines check out (decision 0622), and the Shopify checkouts it handed lines to.
import { beforeEach, describe, expect, test } from 'vitest'
import type { CartLine } from '@haat/domain/catalog/order'
import type { CartItem } from '@haat/domain/rules/cart'
import { bagLines } from '../../app/features/cart/bag-lines.ts'
import { brandList, checkoutParts } from '../../app/features/cart/checkout-parts.ts'
import {
  forgetStartedCheckout,
  readStartedCheckouts,
  rememberStartedCheckout,
} from '../../app/features/checkout/started-checkouts.ts'

const item = (productId: number, quantity = 1) =>
  ({ productId, variantId: productId * 10, quantity, itemPrice: 100 }) as CartItem
const detail = (productId: number, brandName: string, checkoutGroup: string): CartLine => ({
  productId,
  variantId: productId * 10,
  quantity: 1,
  title: `P${productId}`,
  slug: `p${productId}`,
  brandName,
  image: null,
  options: [],
  availableForSale: true,
  unitPrice: 100,
  offer: null,
  isUpvoted: false,
  unitDiscount: 0,
  lineTotal: 100,
  batchMinimum: null,
  checkoutGroup,
})
const data = (lines: CartLine[]) => ({ lines, subtotal: 0, discount: 0, total: 0, count: 0 })

describe('checkoutParts', () => {
  test('the store part first, then one part per Shopify store, each with its own totals', () => {
    const items = [item(1, 2), item(2), item(3), item(4)]
    const parts = checkoutParts(
      bagLines(
        items,
        data([
          detail(1, 'Kullu Weaves', 'shopify:brand:7'),
          detail(2, 'Pahadi Pantry', 'store'),
          detail(3, 'Brew Bazaar', 'shopify:default'),
          detail(4, 'Kullu Weaves', 'shopify:brand:7'),
        ]),
      ),
    )
    expect(parts.map((p) => [p.group, p.platform, p.brands, p.lines.map((l) => l.item.productId)])).toEqual([
      ['store', false, ['Pahadi Pantry'], [2]],
      ['shopify:brand:7', true, ['Kullu Weaves'], [1, 4]],
      ['shopify:default', true, ['Brew Bazaar'], [3]],
    ])
    expect(parts[1]!.totals).toEqual({ subtotal: 300, discount: 0, total: 300, count: 3 })
  })

  test('until the server has described every line, the bag is one part', () => {
    const parts = checkoutParts(bagLines([item(1), item(2)], data([detail(1, 'A', 'shopify:brand:1')])))
    expect(parts).toHaveLength(1)
    expect(parts[0]!.lines).toHaveLength(2)
    expect(checkoutParts([])).toEqual([])
  })

  test('brand names read as a list', () => {
    expect(brandList(['A'], 'en-IN', 'the brand')).toBe('A')
    expect(brandList(['A', 'B', 'C'], 'en-IN', 'the brand')).toBe('A, B and C')
    expect(brandList(['A', 'B'], 'hi-IN', 'ब्रांड')).toBe('A और B')
    expect(brandList([], 'en-IN', 'the brand')).toBe('the brand')
  })
})

describe('started Shopify checkouts', () => {
  beforeEach(() => window.localStorage.clear())

  test('are remembered once per checkout, forgotten on request, and dropped after 48 hours', () => {
    const started = {
      checkoutUrl: 'https://shop.example/c/1',
      brands: ['A'],
      items: [item(1)],
      startedAt: Date.now(),
    }
    rememberStartedCheckout(started)
    rememberStartedCheckout(started)
    expect(readStartedCheckouts()).toEqual([started])
    expect(readStartedCheckouts(started.startedAt + 49 * 3_600_000)).toEqual([])
    forgetStartedCheckout(started.checkoutUrl)
    expect(readStartedCheckouts()).toEqual([])
    window.localStorage.setItem('haat.startedCheckouts', '{not json')
    expect(readStartedCheckouts()).toEqual([])
  })
})
