// Short product videos (spec §3 Reel/tape). Without a seed: the operator's order, then most viewed; with
// a seed 0–9999: a shuffled order that the same seed repeats (md5 of id and seed), so shared binge links
// agree. Hidden tapes (decision 0766) are in no storefront read.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Tape } from '@haat/domain/catalog/entities'
import type { Db } from '../db/client.ts'
import { products, tapes } from '../db/schema.ts'

const tapeColumns = {
  id: tapes.id,
  url: tapes.url,
  thumbnailUrl: tapes.thumbnailUrl,
  product: {
    id: products.id,
    slug: products.slug,
    title: products.title,
    upvoteCount: products.upvoteCount,
  },
}

function selectTapes(db: Db) {
  return db.select(tapeColumns).from(tapes).innerJoin(products, eq(products.id, tapes.productId)).$dynamic()
}
const shown = eq(tapes.hidden, false)

/** `limit` rows from `offset`; callers ask one more than a page to learn whether it is the last. */
export async function findTapes(
  db: Db,
  opts: { seed?: number; offset: number; limit: number },
): Promise<Tape[]> {
  const order: SQL[] =
    opts.seed === undefined
      ? [asc(tapes.position), desc(tapes.viewCount), desc(tapes.id)]
      : [sql`md5(${tapes.id}::text || ':' || ${opts.seed}::text)`, asc(tapes.id)]
  return selectTapes(db)
    .where(shown)
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset)
}

export async function findTape(db: Db, id: number): Promise<Tape | undefined> {
  const [row] = await selectTapes(db).where(and(shown, eq(tapes.id, id)))
  return row
}
