// Product cards by id, in the order asked, with isUpvoted for the viewer.
import { eq, inArray } from 'drizzle-orm'
import type { ProductSummary } from '@haat/domain/catalog/product'
import type { UpvoteLookup } from '../auth/viewer.ts'
import type { Db } from '../db/client.ts'
import { brands, products } from '../db/schema.ts'
import { summaryColumns, upvotedBy } from './product-fields.ts'
import { toSummary } from './product-mapping.ts'

export async function loadSummaries(
  db: Db,
  ids: readonly number[],
  upvotes: UpvoteLookup,
): Promise<ProductSummary[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ ...summaryColumns, upvoted: upvotedBy(upvotes.voterKey) })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, [...ids]))
  const byId = new Map(rows.map((r) => [r.id, toSummary(r, upvotes)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
