// One demo product, from (seed, index) alone: product i never depends on product i-1, so a large load
// can be generated in chunks. Identity (kind, brand, title, slug) depends on the index only, so the
// committed photos fit every seed; numbers (price, votes, stock …) come from the seeded stream.
import { BRANDS, type BrandSeed } from '../data/brands.ts'
import { colourHex } from '../data/colours.ts'
import { CONSUMABLE_SUBCATEGORIES, RETURN_TEXTS, SHIPPING_TEXTS } from '../data/copy.ts'
import type { Kind, Shape } from '../data/kind.ts'
import { GENERIC_TAGS } from '../data/tags.ts'
import { DEMO_PRODUCTS, KINDS } from '../demo-constants.ts'
import { slugify } from '../media-urls.ts'
import { createRng, type Rng } from '../random.ts'
import type { Declarations } from '@haat/domain/catalog/declarations'
import { draftDeclarations } from './declarations.ts'
import { draftOffer, type OfferDraft } from './offer.ts'
import { draftOptions, draftVariants, shelfPrice, type OptionDraft, type VariantDraft } from './options.ts'

export type ProductDraft = {
  id: number
  index: number
  kind: Kind
  brand: BrandSeed
  brandId: number
  slug: string
  title: string
  headline: string
  description: string
  price: number
  offer: OfferDraft | null
  upvoteCount: number
  viewCount: number
  launchedOn: Date
  batchMin: number | null
  buyUrl: string | null
  shippingDetails: string | null
  returnPolicy: string | null
  sizeChart: string | null
  declarations: Declarations
  options: OptionDraft[]
  variants: VariantDraft[]
  tagSlugs: string[]
  /** Photos: those of demo product `mediaKey` (its slug); `photoColours` tints each shot. */
  media: { mediaKey: string; photos: number; photoColours: string[] }
  look: { shape: Shape; label: string; detail: string; brandName: string; brandColour: string }
}

const DAY_MS = 86_400_000
const brandIndex = new Map(BRANDS.map((b, i) => [b.slug, i]))
const SIZE_CHARTS: Partial<Record<Kind['options'], string>> = {
  size: 'pet-beds',
  'color-size': 'apparel',
  shoe: 'footwear',
  'kids-size': 'kids',
}

function identity(index: number) {
  const kind = KINDS[index % KINDS.length]!
  const round = Math.floor(index / KINDS.length)
  const [title, label] = kind.names[round % kind.names.length]!.split('|') as [string, string]
  const brandSlug = kind.brands[round % kind.brands.length]!
  const brand = BRANDS[brandIndex.get(brandSlug)!]!
  const copy = Math.floor(index / DEMO_PRODUCTS)
  const base = slugify(`${brand.name} ${title}`)
  return { kind, round, title, label, brand, slug: copy === 0 ? base : `${base}-${copy + 1}` }
}

function returnText(kind: Kind, rng: Rng) {
  if (CONSUMABLE_SUBCATEGORIES.has(kind.subcategory)) return RETURN_TEXTS.consumable
  if (kind.options.includes('size') || kind.options === 'shoe') return RETURN_TEXTS.sized
  return rng.pick(RETURN_TEXTS.general)
}

const pareto = (rng: Rng, scale: number) => Math.floor(-Math.log(1 - rng.next()) * scale)

function votesAndViews(rng: Rng) {
  // About one in five is popular (spec: 50 or more upvotes); the rest form a long tail below 50.
  const upvoteCount = rng.chance(0.2)
    ? Math.min(50 + pareto(rng, 110), 1500)
    : Math.floor(rng.next() ** 1.7 * 50)
  return { upvoteCount, viewCount: upvoteCount * rng.int(12, 40) + rng.int(40, 2500) }
}

export function draftProduct(seed: number, index: number, now: Date): ProductDraft {
  const { kind, round, title, label, brand, slug } = identity(index)
  const source = index % DEMO_PRODUCTS
  // The look stream depends on the photo source only: options and photos match for any seed.
  const lookRng = createRng('look', source)
  const options = draftOptions(kind, lookRng)
  const photos = lookRng.chance(0.45) ? 3 : 2
  const colours = options.find((o) => o.name === 'Color')?.values ?? []
  const rng = createRng(seed, 'product', index)
  const [min, max] = kind.price
  const price = shelfPrice(min * (max / min) ** rng.next())
  const variants = draftVariants(kind, options, price, rng.chance(0.04), rng)
  const detail = kind.details[round % kind.details.length]!
  const ownTags = rng.sample(kind.tags, rng.int(1, Math.min(3, kind.tags.length)))
  const tagSlugs = [...new Set([...ownTags, ...rng.sample(GENERIC_TAGS, rng.int(0, 2))])].slice(0, 5)
  const palette = colours.length > 0 ? colours.map(colourHex) : [brand.colour]
  const mediaKey = index < DEMO_PRODUCTS ? slug : identity(source).slug
  const brandCode = brand.name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 5)
    .toUpperCase()
  return {
    id: index + 1,
    index,
    kind,
    brand,
    brandId: brandIndex.get(brand.slug)! + 1,
    slug,
    title,
    headline: `${title} — ${detail}`,
    description: [...rng.shuffle(kind.blurb), `Made by ${brand.name} in ${brand.city}.`].join(' '),
    price,
    offer: draftOffer(price, brandCode, rng),
    ...votesAndViews(rng),
    launchedOn: new Date(now.getTime() - rng.int(0, 547) * DAY_MS - rng.int(0, DAY_MS - 1)),
    batchMin: kind.options === 'flavor-batch' ? rng.pick([6, 12]) : null,
    buyUrl: rng.chance(0.35) ? `https://${brand.slug}.example/products/${slug}` : null,
    shippingDetails: rng.chance(0.85) ? rng.pick(SHIPPING_TEXTS).replaceAll('{city}', brand.city) : null,
    returnPolicy: rng.chance(0.8) ? returnText(kind, rng) : null,
    sizeChart: SIZE_CHARTS[kind.options] ?? null,
    declarations: draftDeclarations(seed, index, { brand, kind, options, variants, detail }),
    options,
    variants,
    tagSlugs,
    media: {
      mediaKey,
      photos,
      photoColours: Array.from({ length: photos }, (_, k) => palette[k % palette.length]!),
    },
    look: { shape: kind.shape, label, detail, brandName: brand.name, brandColour: brand.colour },
  }
}
