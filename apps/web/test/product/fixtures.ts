// Products shaped like the API's (domain productSchema), built small for the rules under test.
import { productSchema, type Product, type Variant } from '@haat/domain/catalog/product'

type VariantSpec = { options: Record<string, string>; available?: boolean; price?: number }

export function makeProduct(p: {
  id?: number
  options: Record<string, string[]>
  variants: VariantSpec[]
  batch?: number | null
  sizeChart?: string[] | null
  salesChannel?: 'SHOPIFY' | 'HAAT'
  shippingDetails?: string | null
  returnPolicy?: string | null
  offer?: Product['offer']
}): Product {
  const id = p.id ?? 7
  const variants: Variant[] = p.variants.map((v, i) => ({
    id: id * 100 + i + 1,
    price: { amount: v.price ?? 999, symbol: '₹' },
    availableForSale: v.available ?? true,
    image: { url: `/media/products/p${id}-${i + 1}-960.webp` },
    selectedOptions: Object.entries(v.options).map(([name, value]) => ({ name, value })),
  }))
  return productSchema.parse({
    id,
    slug: `product-${id}`,
    headline: 'A headline',
    title: `Product ${id}`,
    tags: [{ id: 1, name: 'Gifts', slug: 'gifts' }],
    files: [{ id: 1, url: `/media/products/p${id}-1-960.webp`, fileType: 'image', width: 960, height: 960 }],
    price: { amount: 999, symbol: '₹' },
    offer: p.offer === undefined ? { type: 'PERCENT', value: 20, symbol: '%', code: 'HAAT20' } : p.offer,
    upvoteCount: 12,
    isUpvoted: false,
    launchedOn: '2026-01-15T00:00:00.000Z',
    viewCount: 100,
    brand: { brandId: 1, brandName: 'Kora', brandSlug: 'kora', salesChannel: p.salesChannel ?? 'HAAT' },
    custom: { batch: p.batch ?? null },
    variantCount: variants.length,
    availableForSale: variants.some((v) => v.availableForSale),
    description: 'Made slowly.',
    variants,
    options: Object.entries(p.options).map(([name, values], i) => ({ id: i + 1, name, values })),
    buyUrl: null,
    shippingDetails: p.shippingDetails ?? null,
    returnPolicy: p.returnPolicy ?? null,
    sizeChart: p.sizeChart ? { images: p.sizeChart } : null,
    category: { paramName: 'apparel', categoryName: 'Apparel' },
    subcategory: null,
  })
}

/** Color × Size, every combination for sale except Black/L. */
export const shirt = () =>
  makeProduct({
    options: { Color: ['Teal', 'Black'], Size: ['M', 'L'] },
    variants: [
      { options: { Color: 'Teal', Size: 'M' } },
      { options: { Color: 'Teal', Size: 'L' }, price: 1099 },
      { options: { Color: 'Black', Size: 'M' } },
      { options: { Color: 'Black', Size: 'L' }, available: false },
    ],
  })

/** One variant, a single-value Title option: selected for the shopper. */
export const candle = () =>
  makeProduct({
    id: 8,
    options: { Title: ['Default Title'] },
    variants: [{ options: { Title: 'Default Title' } }],
  })

/** A batch product: at least 6 units across flavours; Lychee is sold out. */
export const bars = () =>
  makeProduct({
    id: 9,
    batch: 6,
    options: { Flavor: ['Mango', 'Cocoa', 'Lychee'] },
    variants: [
      { options: { Flavor: 'Mango' }, price: 60 },
      { options: { Flavor: 'Cocoa' }, price: 60 },
      { options: { Flavor: 'Lychee' }, price: 60, available: false },
    ],
  })
