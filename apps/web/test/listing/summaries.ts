// Product cards' data shaped like the API's listing answers (domain productSummarySchema).
import { productSummarySchema, type ProductSummary } from '@haat/domain/catalog/product'

export function summary(id: number, over: Partial<ProductSummary> = {}): ProductSummary {
  return productSummarySchema.parse({
    id,
    slug: `product-${id}`,
    headline: `Product ${id} — 500 g`,
    title: `Product ${id}`,
    tags: [{ id: 1, name: 'Gift Ideas', slug: 'gift-ideas' }],
    files: [{ id, url: `/media/products/p${id}-1-960.webp`, fileType: 'image', width: 960, height: 960 }],
    price: { amount: 1000, symbol: '₹' },
    offer: { type: 'PERCENT', value: 20, symbol: '%', code: 'HAAT20' },
    upvoteCount: 12,
    isUpvoted: false,
    launchedOn: '2026-01-15T00:00:00.000Z',
    viewCount: 100,
    brand: { brandId: 1, brandName: 'Kora', brandSlug: 'kora', salesChannel: 'HAAT' },
    custom: { batch: null },
    variantCount: 1,
    availableForSale: true,
    ...over,
  })
}
