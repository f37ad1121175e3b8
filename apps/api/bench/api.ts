// The API under load on a prepared database: the default listing (trending, pages 0–4, 10 a page) with
// and without the page cache, and upvote writes (each a new guest voting for a product in turn, so
// every request inserts a vote and moves a counter), each next to a bare Fastify route answering a
// body of the same size in the same run.
import type { PreparedCopy } from './prepared-database.ts'
import { forkChild } from './children.ts'
import { LISTING_PAGES, LISTING_PATH } from './listing-path.ts'
import { measure, type Figures, type LoadShape } from './measure.ts'

type Ready = {
  apiAddress: string
  uncachedAddress: string
  bareAddress: string
  bareDbWrites: boolean
  listingBytes: number
  kind: string
}
export type ApiResult = {
  listingBytes: number
  /** sql: the uncached listing's one statement over a plain pg pool (PostgreSQL only) */
  listing: { api: Figures; uncached: Figures; bare: Figures; sql?: Figures }
  /** sql: one-statement vote over a plain pg pool (PostgreSQL only) */
  upvote: { api: Figures; bare: Figures; sql?: Figures }
}

export async function benchApi(copy: PreparedCopy, products: number, shape: LoadShape): Promise<ApiResult> {
  const args = copy.databaseUrl ? ['--database-url', copy.databaseUrl] : ['--data-dir', copy.dataDir!]
  const { ready, stop } = await forkChild<Ready>('./serve-api.ts', args)
  try {
    const pages = Array.from({ length: LISTING_PAGES }, (_, page) => LISTING_PATH(page))
    const listing = {
      api: await measure(ready.apiAddress, pages, shape),
      uncached: await measure(ready.uncachedAddress, pages, shape),
      bare: await measure(ready.bareAddress, ['/bare'], shape),
      sql: ready.bareDbWrites
        ? await measure(
            ready.bareAddress,
            pages.map((_, page) => `/bare-db-listing/${page}`),
            shape,
          )
        : undefined,
    }
    // Product ids run 1..N; a stride spreads consecutive votes over the catalogue.
    const ids = Array.from({ length: 5000 }, (_, k) => 1 + ((k * 7919) % products))
    const upvote = {
      api: await measure(
        ready.apiAddress,
        ids.map((id) => `/api/product/upvote/${id}`),
        shape,
        'PUT',
      ),
      bare: await measure(
        ready.bareAddress,
        ids.map((id) => `/bare/${id}`),
        shape,
        'PUT',
      ),
      sql: ready.bareDbWrites
        ? await measure(
            ready.bareAddress,
            ids.map((id) => `/bare-db/${id}`),
            shape,
            'PUT',
          )
        : undefined,
    }
    return { listingBytes: ready.listingBytes, listing, upvote }
  } finally {
    await stop()
  }
}
