// What catalogue services read from: the database and the cache of listing totals.
import type { Db } from '../db/client.ts'
import type { CountCache } from '../plugins/listing-counts.ts'

export type Catalog = { db: Db; counts: CountCache }
