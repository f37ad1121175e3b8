// Spec §3 "Product selection state" and its transitions (§4/§5). Pure: the hook and tests drive it.
import type { Product, Variant } from '@haat/domain/catalog/product'
import { stepBatchQuantity, type BatchQuantities } from '@haat/domain/rules/batch'
import {
  chooseOption,
  clampQuantity,
  defaultSelection,
  type SelectedOptions,
} from '@haat/domain/rules/selection'

export type SelectableProduct = Pick<Product, 'options' | 'variants' | 'custom'>

export type ProductSelectionState = {
  /** Value per option name; starts at the first value of each option (§4 defaults). */
  selectedOption: SelectedOptions
  /** The variant matching selectedOption; null when that combination does not exist. */
  selectedVariant: Variant | null
  quantity: number
  /** Batch products: units per option value, keyed with batchKey(name, value). */
  batchQuantities: BatchQuantities
  /** Option names the shopper picked themselves (defaults do not count; see decision 0220). */
  chosen: string[]
}

export type SelectionAction =
  | { type: 'optionChosen'; name: string; value: string }
  | { type: 'quantityChanged'; quantity: number }
  | { type: 'batchStepped'; name: string; value: string; delta: number }
  | { type: 'batchCleared' }
  | { type: 'reset'; product: SelectableProduct }

export function initialSelection(product: SelectableProduct): ProductSelectionState {
  const d = defaultSelection(product)
  return {
    selectedOption: d.selectedOptions,
    selectedVariant: d.selectedVariant,
    quantity: 1,
    batchQuantities: {},
    chosen: [],
  }
}

export function reduceSelection(
  product: SelectableProduct,
  state: ProductSelectionState,
  action: SelectionAction,
): ProductSelectionState {
  switch (action.type) {
    case 'optionChosen': {
      const current = {
        selectedOptions: state.selectedOption,
        selectedVariant: state.selectedVariant,
        quantity: state.quantity,
      }
      const next = chooseOption(current, product.variants, action.name, action.value)
      const chosen = state.chosen.includes(action.name) ? state.chosen : [...state.chosen, action.name]
      return { ...state, selectedOption: next.selectedOptions, selectedVariant: next.selectedVariant, chosen }
    }
    case 'quantityChanged':
      return { ...state, quantity: clampQuantity(action.quantity) }
    case 'batchStepped':
      return {
        ...state,
        batchQuantities: stepBatchQuantity(state.batchQuantities, action.name, action.value, action.delta),
      }
    case 'batchCleared':
      return { ...state, batchQuantities: {} }
    case 'reset':
      return initialSelection(action.product)
  }
}
