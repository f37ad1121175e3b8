// What catalogue services read from: the database and the listing caches.
import type { ProductSummary } from '@haat/domain/catalog/product'
import type { Db } from '../db/client.ts'
import type { TtlCache } from './ttl-cache.ts'

export type Catalog = { db: Db; counts: TtlCache<number>; pages: TtlCache<ProductSummary[]> }
