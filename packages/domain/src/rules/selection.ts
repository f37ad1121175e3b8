// Spec §4 product selection: defaults, option → variant matching, what the picker shows.
import type { ProductOption, Variant } from '../catalog/product.ts'

/** §5 leaves the upper bound unshown; a line stops at 99 (see docs/decisions/0101-line-quantity-cap.md). */
export const MAX_LINE_QUANTITY = 99

/** Chosen value per option name, e.g. { Size: 'M', Color: 'Teal' }. */
export type SelectedOptions = Record<string, string>
type Selectable = { options: readonly ProductOption[]; variants: readonly Variant[] }

export type Selection = {
  selectedOptions: SelectedOptions
  selectedVariant: Variant | null
  quantity: number
}

/** The variant whose options match every chosen value; null when none does. */
export function variantForOptions(
  variants: readonly Variant[],
  selectedOptions: SelectedOptions,
): Variant | null {
  const chosen = Object.entries(selectedOptions)
  return (
    variants.find((v) =>
      chosen.every(([name, value]) => v.selectedOptions.some((o) => o.name === name && o.value === value)),
    ) ?? null
  )
}

/** Defaults: first value of each option and the first variant; quantity 1. */
export function defaultSelection(product: Selectable): Selection {
  const selectedOptions: SelectedOptions = {}
  for (const o of product.options) {
    const first = o.values[0]
    if (first !== undefined) selectedOptions[o.name] = first
  }
  return { selectedOptions, selectedVariant: product.variants[0] ?? null, quantity: 1 }
}

/** Choosing a value picks the matching variant (null = that combination does not exist). */
export function chooseOption(
  selection: Selection,
  variants: readonly Variant[],
  name: string,
  value: string,
) {
  const selectedOptions = { ...selection.selectedOptions, [name]: value }
  return { ...selection, selectedOptions, selectedVariant: variantForOptions(variants, selectedOptions) }
}

/** Hides the platform's placeholder: an option named Title with a single value. */
export function visibleOptions<T extends ProductOption>(options: readonly T[]): T[] {
  return options.filter(
    (o) => o.values.length > 0 && !(o.name.toLowerCase() === 'title' && o.values.length === 1),
  )
}

/** Several options or several variants: the shopper must choose before Add to Cart. */
export function needsChoice(product: Selectable): boolean {
  return product.options.length > 1 || product.variants.length > 1
}

/** One variant and (at most) one option: selected for the shopper, no picker needed. */
export function isAutoSelected(product: Selectable): boolean {
  return product.variants.length === 1 && product.options.length <= 1
}

/** Whole units from 1 to MAX_LINE_QUANTITY; junk (NaN) becomes 1. */
export function clampQuantity(q: number): number {
  if (!Number.isFinite(q)) return 1
  return Math.min(Math.max(Math.floor(q), 1), MAX_LINE_QUANTITY)
}

/** An option named Color (any case, also Colour) is shown as swatches. */
export const isColorOption = (name: string) => /^colou?r$/i.test(name.trim())
