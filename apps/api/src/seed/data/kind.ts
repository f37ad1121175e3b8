// A product kind: what one kind of demo product is made of (titles, price band, options, the object the
// studio shot draws). The generator cycles through kinds, so every subcategory gets products.

/** Objects the studio-shot renderer can draw (scripts/media). */
export type Shape =
  | 'bottle' | 'dropper' | 'pump' | 'jar' | 'tub' | 'pouch' | 'tube' | 'box' | 'tin' | 'bar' | 'candle'
  | 'sneaker' | 'tee' | 'hoodie' | 'kurta' | 'dress' | 'socks'
  | 'tote' | 'backpack' | 'suitcase' | 'wallet'
  | 'watch' | 'headphones' | 'earbuds' | 'speaker' | 'powerbank' | 'lamp'
  | 'mug' | 'pan' | 'planter' | 'bowl' | 'flask' | 'cushion'
  | 'yogamat' | 'dumbbell' | 'kettlebell' | 'sunglasses'

export type OptionStyle = 'title' | 'color' | 'size' | 'color-size' | 'shoe' | 'kids-size' | 'flavor-batch' | 'pack'

export type Kind = {
  id: string
  category: string
  subcategory: string
  shape: Shape
  options: OptionStyle
  /** Price band in whole rupees. */
  price: [min: number, max: number]
  brands: string[]
  tags: string[]
  /** 'Full product title|SHORT LABEL' pairs. */
  names: string[]
  /** Pack or material detail appended to the headline: 'Walnut Oil — 500 ml'. */
  details: string[]
  blurb: string[]
  colours?: string[]
  flavors?: string[]
  /** For 'pack' kinds: the option and its values, smallest first (bigger packs cost more). */
  pack?: { name: 'Weight' | 'Volume'; values: string[] }
}

export function kind(
  id: string,
  where: `${string}/${string}`,
  shape: Shape,
  options: OptionStyle,
  price: [number, number],
  brands: string[],
  tags: string[],
  names: string[],
  details: string[],
  blurb: string[],
  extra: Pick<Kind, 'colours' | 'flavors' | 'pack'> = {},
): Kind {
  const [category, subcategory] = where.split('/') as [string, string]
  return { id, category, subcategory, shape, options, price, brands, tags, names, details, blurb, ...extra }
}
