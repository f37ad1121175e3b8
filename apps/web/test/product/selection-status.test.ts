import { describe, expect, it } from 'vitest'
import type { Product } from '@haat/domain/catalog/product'
import { checkAdd } from '../../app/features/product/selection/addable-lines.ts'
import { cartLinesFor, isInCart } from '../../app/features/product/selection/cart-lines.ts'
import {
  initialSelection,
  reduceSelection,
  type SelectionAction,
} from '../../app/features/product/selection/selection-model.ts'
import { selectionStatus, valueAvailable } from '../../app/features/product/selection/selection-status.ts'
import { bars, candle, makeProduct, shirt } from './fixtures.ts'

const run = (product: Product, ...actions: SelectionAction[]) =>
  actions.reduce((s, a) => reduceSelection(product, s, a), initialSelection(product))
const choose = (name: string, value: string): SelectionAction => ({ type: 'optionChosen', name, value })
const step = (value: string, delta: number): SelectionAction => ({
  type: 'batchStepped',
  name: 'Flavor',
  value,
  delta,
})

describe('what must be chosen before Add to Cart (§5, decision 0220)', () => {
  it('a product with several options needs every multi-value option chosen by the shopper', () => {
    const p = shirt()
    expect(selectionStatus(p, initialSelection(p)).missingChoices).toEqual(['Color', 'Size'])
    expect(selectionStatus(p, run(p, choose('Size', 'M'))).missingChoices).toEqual(['Color'])
    // Choosing the default value itself counts as a choice.
    expect(selectionStatus(p, run(p, choose('Size', 'M'), choose('Color', 'Teal'))).missingChoices).toEqual(
      [],
    )
  })

  it('one option with several variants needs that option chosen', () => {
    const p = makeProduct({
      options: { Size: ['S', 'M'] },
      variants: [{ options: { Size: 'S' } }, { options: { Size: 'M' } }],
    })
    expect(selectionStatus(p, initialSelection(p)).missingChoices).toEqual(['Size'])
  })

  it('a product with one variant and one option is auto-selected', () => {
    const p = candle()
    expect(selectionStatus(p, initialSelection(p)).missingChoices).toEqual([])
    expect(checkAdd(p, initialSelection(p), selectionStatus(p, initialSelection(p)), false).kind).toBe('ok')
  })

  it('batch products choose through their steppers, not options', () => {
    const p = bars()
    expect(selectionStatus(p, initialSelection(p)).missingChoices).toEqual([])
  })
})

describe('batch totals (§5)', () => {
  it('adds units across option values against custom.batch', () => {
    const p = bars()
    const below = run(
      p,
      step('Mango', 1),
      step('Mango', 1),
      step('Cocoa', 1),
      step('Cocoa', 1),
      step('Cocoa', 1),
    )
    expect(selectionStatus(p, below)).toMatchObject({
      isBatch: true,
      batchMin: 6,
      batchTotal: 5,
      batchMinimumMet: false,
    })
    expect(checkAdd(p, below, selectionStatus(p, below), false).kind).toBe('blocked')
    const met = run(p, step('Mango', 3), step('Cocoa', 3))
    expect(selectionStatus(p, met)).toMatchObject({ batchTotal: 6, batchMinimumMet: true })
    const check = checkAdd(p, met, selectionStatus(p, met), true)
    expect(check.kind).toBe('ok')
    if (check.kind !== 'ok') return
    expect(check.lines.map((l) => [l.variantId, l.quantity, l.isUpvoted])).toEqual([
      [p.variants[0]!.id, 3, true],
      [p.variants[1]!.id, 3, true],
    ])
  })
})

describe('availability and cart lines', () => {
  it('single products add only when the selected variant is availableForSale', () => {
    const p = shirt()
    const soldOut = run(p, choose('Color', 'Black'), choose('Size', 'L'))
    expect(selectionStatus(p, soldOut).availableForSale).toBe(false)
    expect(checkAdd(p, soldOut, selectionStatus(p, soldOut), false).kind).toBe('blocked')
    expect(valueAvailable(p, run(p, choose('Color', 'Black')), 'Size', 'L')).toBe(false)
    expect(valueAvailable(p, run(p, choose('Color', 'Black')), 'Size', 'M')).toBe(true)
  })

  it('needs a choice before anything else', () => {
    const p = shirt()
    expect(checkAdd(p, initialSelection(p), selectionStatus(p, initialSelection(p)), false).kind).toBe(
      'needsChoice',
    )
  })

  it('a line carries the variant, its price and image, the quantity and the offer', () => {
    const p = shirt()
    const s = run(p, choose('Color', 'Teal'), choose('Size', 'L'), { type: 'quantityChanged', quantity: 2 })
    expect(cartLinesFor(p, s, false)).toEqual([
      {
        productId: p.id,
        variantId: p.variants[1]!.id,
        quantity: 2,
        itemImage: p.variants[1]!.image!.url,
        itemPrice: 1099,
        offer: p.offer,
        isUpvoted: false,
      },
    ])
    const line = cartLinesFor(p, s, false)[0]!
    expect(isInCart([line], p, s)).toBe(true)
    expect(isInCart([line], p, run(p, choose('Size', 'M')))).toBe(false)
  })

  it('a batch product counts as in the bag only until a new selection starts', () => {
    const p = bars()
    const line = cartLinesFor(p, run(p, step('Mango', 6)), false)[0]!
    expect(isInCart([line], p, initialSelection(p))).toBe(true)
    expect(isInCart([line], p, run(p, step('Cocoa', 1)))).toBe(false)
  })
})
