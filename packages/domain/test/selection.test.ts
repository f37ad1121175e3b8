import { describe, expect, it } from 'vitest'
import type { ProductOption, Variant } from '../src/catalog/product.ts'
import {
  chooseOption,
  clampQuantity,
  defaultSelection,
  isAutoSelected,
  isColorOption,
  needsChoice,
  variantForOptions,
  visibleOptions,
} from '../src/rules/selection.ts'

const variant = (id: number, opts: Record<string, string>, availableForSale = true): Variant => ({
  id,
  price: { amount: 1000, symbol: '₹' },
  availableForSale,
  image: null,
  selectedOptions: Object.entries(opts).map(([name, value]) => ({ name, value })),
})
const option = (id: number, name: string, values: string[]): ProductOption => ({ id, name, values })

const tee = {
  options: [option(1, 'Size', ['S', 'M']), option(2, 'Color', ['Teal', 'Rust'])],
  variants: [
    variant(11, { Size: 'S', Color: 'Teal' }),
    variant(12, { Size: 'S', Color: 'Rust' }),
    variant(13, { Size: 'M', Color: 'Teal' }),
  ],
}
const single = {
  options: [option(1, 'Title', ['Default Title'])],
  variants: [variant(21, { Title: 'Default Title' })],
}

describe('defaultSelection', () => {
  it('picks the first value of each option and the first variant', () => {
    expect(defaultSelection(tee)).toEqual({
      selectedOptions: { Size: 'S', Color: 'Teal' },
      selectedVariant: tee.variants[0],
      quantity: 1,
    })
  })
  it('copes with a product without options or variants', () => {
    expect(defaultSelection({ options: [], variants: [] })).toEqual({
      selectedOptions: {},
      selectedVariant: null,
      quantity: 1,
    })
  })
})

describe('variantForOptions and chooseOption', () => {
  it('finds the variant matching every chosen value', () => {
    expect(variantForOptions(tee.variants, { Size: 'M', Color: 'Teal' })?.id).toBe(13)
    expect(variantForOptions(tee.variants, { Size: 'S', Color: 'Rust' })?.id).toBe(12)
  })
  it('is null for a combination that does not exist', () => {
    expect(variantForOptions(tee.variants, { Size: 'M', Color: 'Rust' })).toBeNull()
  })
  it('picks the matching variant when an option changes', () => {
    const next = chooseOption(defaultSelection(tee), tee.variants, 'Color', 'Rust')
    expect(next.selectedOptions).toEqual({ Size: 'S', Color: 'Rust' })
    expect(next.selectedVariant?.id).toBe(12)
  })
})

describe('visibleOptions', () => {
  it('hides a Title option with a single value', () => {
    expect(visibleOptions(single.options)).toEqual([])
  })
  it('keeps a Title option with several values and every other option', () => {
    const titled = [option(1, 'Title', ['A', 'B']), option(2, 'Size', ['Free'])]
    expect(visibleOptions(titled)).toEqual(titled)
  })
})

describe('needsChoice and isAutoSelected', () => {
  it('asks for a choice with several options or variants', () => {
    expect(needsChoice(tee)).toBe(true)
    expect(
      needsChoice({ options: [option(1, 'Size', ['S', 'M'])], variants: [variant(1, {}), variant(2, {})] }),
    ).toBe(true)
    expect(needsChoice(single)).toBe(false)
  })
  it('auto-selects a product with one variant and one option', () => {
    expect(isAutoSelected(single)).toBe(true)
    expect(isAutoSelected(tee)).toBe(false)
  })
})

describe('clampQuantity', () => {
  it('stops at 1 and at 99, whole units only', () => {
    expect(clampQuantity(0)).toBe(1)
    expect(clampQuantity(-3)).toBe(1)
    expect(clampQuantity(1)).toBe(1)
    expect(clampQuantity(7.9)).toBe(7)
    expect(clampQuantity(99)).toBe(99)
    expect(clampQuantity(1000)).toBe(99)
    expect(clampQuantity(Number.NaN)).toBe(1)
  })
})

describe('isColorOption', () => {
  it('recognises Color and Colour in any case', () => {
    expect(isColorOption('Color')).toBe(true)
    expect(isColorOption('colour')).toBe(true)
    expect(isColorOption('Colorway')).toBe(false)
  })
})
