// What catalogue services read from: the database and the listing caches.
import type { ProductSummary } from '@haat/domain/catalog/product'
import type { Db } from '../db/client.ts'
import type { TtlCache } from './ttl-cache.ts'

export type Catalog = {
  db: Db
  counts: TtlCache<number>
  /** A listing's total upvotes per filter: emptied on every vote, like pages. */
  voteSums: TtlCache<number>
  pages: TtlCache<ProductSummary[]>
}
