// Guides with their product cards: the products of every guide load in one batch.
import type { Guide } from '@haat/domain/catalog/entities'
import type { UpvoteLookup } from '../auth/viewer.ts'
import type { Db } from '../db/client.ts'
import { findGuides, type GuideFilter } from '../repositories/guides.ts'
import { loadSummaries } from '../repositories/product-summaries.ts'

export async function listGuides(
  db: Db,
  filter: GuideFilter,
  withProducts: boolean,
  upvotes: UpvoteLookup,
): Promise<Guide[]> {
  const rows = await findGuides(db, filter)
  const ids = withProducts ? [...new Set(rows.flatMap((g) => g.productIds))] : []
  const summaries = new Map((await loadSummaries(db, ids, upvotes)).map((p) => [p.id, p]))
  return rows.map(({ productIds, ...guide }) => ({
    ...guide,
    products: withProducts ? productIds.flatMap((id) => summaries.get(id) ?? []) : [],
  }))
}
