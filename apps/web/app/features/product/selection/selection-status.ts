// What the buy card and the variant sheet derive from a selection: batch totals, missing choices,
// availability. Pure, so every rule here is unit-tested without rendering.
import type { Product, Variant } from '@haat/domain/catalog/product'
import { batchMinimumMet, batchTotal } from '@haat/domain/rules/batch'
import { isAutoSelected, needsChoice, variantForOptions, visibleOptions } from '@haat/domain/rules/selection'
import type { ProductSelectionState, SelectableProduct } from './selection-model.ts'

export type SelectionStatus = {
  isBatch: boolean
  /** custom.batch: the minimum units across option values; null for single products. */
  batchMin: number | null
  batchTotal: number
  batchMinimumMet: boolean
  /** Visible option names the shopper still has to pick before adding (decision 0220). */
  missingChoices: string[]
  /** Single: the selected variant is for sale. Batch: at least one option value is. */
  availableForSale: boolean
}

export const isBatchProduct = (p: Pick<Product, 'custom'>) => p.custom.batch !== null && p.custom.batch > 0

/** The variant behind one batch option value (e.g. Flavor: Mango). */
export function batchVariant(product: SelectableProduct, optionName: string, value: string): Variant | null {
  return variantForOptions(product.variants, { [optionName]: value })
}

export function missingChoices(product: SelectableProduct, state: ProductSelectionState): string[] {
  if (isBatchProduct(product) || isAutoSelected(product) || !needsChoice(product)) return []
  return visibleOptions(product.options)
    .filter((o) => o.values.length > 1 && !state.chosen.includes(o.name))
    .map((o) => o.name)
}

export function selectionStatus(product: SelectableProduct, state: ProductSelectionState): SelectionStatus {
  const isBatch = isBatchProduct(product)
  const total = batchTotal(state.batchQuantities)
  const batchMin = isBatch ? product.custom.batch : null
  return {
    isBatch,
    batchMin,
    batchTotal: total,
    batchMinimumMet: batchMinimumMet(total, batchMin),
    missingChoices: missingChoices(product, state),
    availableForSale: isBatch
      ? product.variants.some((v) => v.availableForSale)
      : (state.selectedVariant?.availableForSale ?? false),
  }
}

/** Would choosing this value lead to a variant that is for sale (given the other chosen values)? */
export function valueAvailable(
  product: SelectableProduct,
  state: ProductSelectionState,
  name: string,
  value: string,
): boolean {
  return (
    variantForOptions(product.variants, { ...state.selectedOption, [name]: value })?.availableForSale ?? false
  )
}
