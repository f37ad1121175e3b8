// 'People who loved this also bought' (§2): the most upvoted products of the same category, then of the
// product's first tag, without the product itself and without repeats.
import type { Product, ProductSummary } from '@haat/domain/catalog/product'
import { listProducts, listProductsByTag } from '../../../lib/api/products.ts'
import type { ApiTransport } from '../../../lib/api/transport.ts'

export const ALSO_BOUGHT_COUNT = 10

export async function loadAlsoBought(api: ApiTransport, product: Product): Promise<ProductSummary[]> {
  const tag = product.tags[0]
  const [byCategory, byTag] = await Promise.all([
    listProducts(api, {
      category: [product.category.paramName],
      sort: 'upvoteCount:desc',
      size: ALSO_BOUGHT_COUNT + 1,
    }),
    tag ? listProductsByTag(api, tag.slug, 0, ALSO_BOUGHT_COUNT) : null,
  ])
  const seen = new Set([product.id])
  const picked: ProductSummary[] = []
  for (const p of [...byCategory.content, ...(byTag?.content ?? [])]) {
    if (seen.has(p.id)) continue
    seen.add(p.id)
    picked.push(p)
  }
  return picked.slice(0, ALSO_BOUGHT_COUNT)
}
