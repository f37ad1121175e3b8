// Options and variants of one demo product, by its kind's option style.
import type { Kind } from '../data/kind.ts'
import type { Rng } from '../random.ts'

export type OptionDraft = { name: string; values: string[] }
export type VariantDraft = {
  price: number
  availableForSale: boolean
  selectedOptions: Array<{ name: string; value: string }>
  /** Index into the product's colours, when the product has a Color option. */
  colourIndex: number | null
}

const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL']
const SHOE_SIZES = ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10']
const KIDS_SIZES = ['2-3Y', '4-5Y', '6-7Y', '8-9Y']
const PET_SIZES = ['S', 'M', 'L', 'XL']
/** Bigger packs cost more, but less per gram. */
const PACK_MULTIPLIERS = [1, 1.8, 3.3]

/** Rounds to a price shoppers are used to (₹…49 or ₹…99), never under ₹149. */
export const shelfPrice = (rupees: number) => Math.max(149, Math.round((rupees + 1) / 50) * 50 - 1)

/** Which options a product has. Drawn from its look stream, so photos and colour options always agree. */
export function draftOptions(kind: Kind, rng: Rng): OptionDraft[] {
  const colours = () => ({
    name: 'Color',
    values: rng.sample(kind.colours ?? ['Black', 'White'], rng.int(2, 4)),
  })
  const sizeRun = () => {
    const start = rng.int(0, 1)
    return { name: 'Size', values: APPAREL_SIZES.slice(start, start + 4) }
  }
  switch (kind.options) {
    case 'title':
      return [{ name: 'Title', values: ['Default Title'] }]
    case 'color':
      return [colours()]
    case 'size':
      return [{ name: 'Size', values: PET_SIZES }]
    case 'color-size':
      return [{ ...colours(), values: rng.sample(kind.colours ?? ['Black'], rng.int(2, 3)) }, sizeRun()]
    case 'shoe':
      return rng.chance(0.5)
        ? [
            { name: 'Color', values: rng.sample(['White', 'Black', 'Beige', 'Navy', 'Sunset Blush'], 2) },
            { name: 'Size', values: SHOE_SIZES },
          ]
        : [{ name: 'Size', values: SHOE_SIZES }]
    case 'kids-size':
      return [{ name: 'Size', values: KIDS_SIZES }]
    case 'flavor-batch':
      return [
        {
          name: 'Flavor',
          values: rng.sample(
            kind.flavors ?? ['Original'],
            rng.int(3, Math.min(5, kind.flavors?.length ?? 3)),
          ),
        },
      ]
    case 'pack':
      return [{ name: kind.pack!.name, values: kind.pack!.values }]
  }
}

/** Every combination of option values, first option slowest (as Shopify lists them). */
function combinations(options: OptionDraft[]): Array<Array<{ name: string; value: string }>> {
  return options.reduce<Array<Array<{ name: string; value: string }>>>(
    (acc, opt) => acc.flatMap((combo) => opt.values.map((value) => [...combo, { name: opt.name, value }])),
    [[]],
  )
}

export function draftVariants(
  kind: Kind,
  options: OptionDraft[],
  basePrice: number,
  soldOut: boolean,
  rng: Rng,
) {
  const colourOption = options.find((o) => o.name === 'Color')
  const variants: VariantDraft[] = combinations(options).map((selectedOptions) => {
    const packIndex = kind.options === 'pack' ? kind.pack!.values.indexOf(selectedOptions[0]!.value) : 0
    const colour = selectedOptions.find((s) => s.name === 'Color')
    return {
      price: packIndex === 0 ? basePrice : shelfPrice(basePrice * PACK_MULTIPLIERS[packIndex]!),
      availableForSale: !soldOut && !rng.chance(0.12),
      selectedOptions,
      colourIndex: colour && colourOption ? colourOption.values.indexOf(colour.value) : null,
    }
  })
  // A product that is not sold out keeps at least its first variant in stock.
  if (!soldOut && variants.every((v) => !v.availableForSale)) variants[0]!.availableForSale = true
  return variants
}
