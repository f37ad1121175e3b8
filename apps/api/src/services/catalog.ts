// What catalogue services read from: the database and the listing caches.
import type { ProductSummary } from '@haat/domain/catalog/product'
import type { Db } from '../db/client.ts'
import type { ProductFilter } from '../repositories/product-listing.ts'
import type { LiveCounts } from './live-counts.ts'
import type { TtlCache } from './ttl-cache.ts'

export type Catalog = {
  db: Db
  counts: TtlCache<number>
  /** A listing's total upvotes per filter: summed again at most every few seconds after votes. */
  voteSums: TtlCache<number>
  pages: TtlCache<ProductSummary[]>
  /** The filter a listing's names (categories, tag, brand) stand for; null: one names nothing. */
  filters: TtlCache<ProductFilter | null>
  /** Counts votes moved since: laid over cached cards. */
  liveCounts: LiveCounts
}
