// 'People who loved this also bought' (§2): the most upvoted products of the same category, then of the
// product's first tag, without the product itself and without repeats.
import type { ProductSummary } from '@haat/domain/catalog/product'
import { listProducts, listProductsByTag } from '../../../lib/api/products.ts'
import type { ApiTransport } from '../../../lib/api/transport.ts'

export const ALSO_BOUGHT_COUNT = 10

/** What the row is picked by: the product, its category's name and its first tag's slug. */
export type AlsoBoughtOf = { id: number; category: string; tag: string | undefined }

export async function loadAlsoBought(api: ApiTransport, of: AlsoBoughtOf): Promise<ProductSummary[]> {
  const [byCategory, byTag] = await Promise.all([
    listProducts(api, { category: [of.category], sort: 'upvoteCount:desc', size: ALSO_BOUGHT_COUNT + 1 }),
    of.tag ? listProductsByTag(api, of.tag, 0, ALSO_BOUGHT_COUNT) : null,
  ])
  const seen = new Set([of.id])
  const picked: ProductSummary[] = []
  for (const p of [...byCategory.content, ...(byTag?.content ?? [])]) {
    if (seen.has(p.id)) continue
    seen.add(p.id)
    picked.push(p)
  }
  return picked.slice(0, ALSO_BOUGHT_COUNT)
}
