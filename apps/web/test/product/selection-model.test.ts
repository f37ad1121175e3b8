import { describe, expect, it } from 'vitest'
import {
  initialSelection,
  reduceSelection,
  type SelectionAction,
  type ProductSelectionState,
} from '../../app/features/product/selection/selection-model.ts'
import { bars, shirt } from './fixtures.ts'

const run = (product: ReturnType<typeof shirt>, ...actions: SelectionAction[]): ProductSelectionState =>
  actions.reduce((s, a) => reduceSelection(product, s, a), initialSelection(product))

describe('product selection state (§3/§4)', () => {
  it('defaults to the first value of each option and the first variant, quantity 1, nothing chosen', () => {
    const p = shirt()
    const s = initialSelection(p)
    expect(s.selectedOption).toEqual({ Color: 'Teal', Size: 'M' })
    expect(s.selectedVariant?.id).toBe(p.variants[0]!.id)
    expect(s.quantity).toBe(1)
    expect(s.batchQuantities).toEqual({})
    expect(s.chosen).toEqual([])
  })

  it('choosing an option picks the matching variant and records the choice', () => {
    const p = shirt()
    const s = run(p, { type: 'optionChosen', name: 'Size', value: 'L' })
    expect(s.selectedVariant?.id).toBe(p.variants[1]!.id)
    expect(s.selectedVariant?.price.amount).toBe(1099)
    expect(s.chosen).toEqual(['Size'])
    const t = run(
      p,
      { type: 'optionChosen', name: 'Size', value: 'L' },
      { type: 'optionChosen', name: 'Color', value: 'Black' },
    )
    expect(t.selectedVariant?.id).toBe(p.variants[3]!.id)
    expect(t.chosen).toEqual(['Size', 'Color'])
  })

  it('quantity never goes below 1 and stops at the line cap', () => {
    const p = shirt()
    expect(run(p, { type: 'quantityChanged', quantity: 0 }).quantity).toBe(1)
    expect(run(p, { type: 'quantityChanged', quantity: 3 }).quantity).toBe(3)
    expect(run(p, { type: 'quantityChanged', quantity: 500 }).quantity).toBe(99)
  })

  it('batch quantities are keyed by option name and value and never go below 0', () => {
    const p = bars()
    const s = run(
      p,
      { type: 'batchStepped', name: 'Flavor', value: 'Mango', delta: 1 },
      { type: 'batchStepped', name: 'Flavor', value: 'Mango', delta: 1 },
      { type: 'batchStepped', name: 'Flavor', value: 'Cocoa', delta: -1 },
    )
    expect(s.batchQuantities).toEqual({ 'Flavor:Mango': 2 })
    expect(
      run(p, { type: 'batchStepped', name: 'Flavor', value: 'Mango', delta: 1 }, { type: 'batchCleared' })
        .batchQuantities,
    ).toEqual({})
  })

  it('reset starts over with the defaults', () => {
    const p = shirt()
    const s = run(
      p,
      { type: 'optionChosen', name: 'Size', value: 'L' },
      { type: 'quantityChanged', quantity: 4 },
      { type: 'reset', product: p },
    )
    expect(s).toEqual(initialSelection(p))
  })
})
