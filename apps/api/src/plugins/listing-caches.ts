// Listing caches (docs/decisions/0148): a page is an index read (< 1 ms) but its total is a count over
// every matching row (~13 ms at 100k products), asked again on every page of an infinite scroll, so
// totals are kept per filter for LISTING_COUNT_CACHE_MS. The cards of a page are the same for every
// shopper but isUpvoted, so pages are kept for LISTING_PAGE_CACHE_MS and isUpvoted is laid on per request.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { createTtlCache, type TtlCache } from '../services/ttl-cache.ts'

declare module 'fastify' {
  interface FastifyInstance {
    listingCounts: TtlCache<number>
    listingPages: TtlCache<ProductSummary[]>
  }
}

const MAX_FILTERS = 2000
const MAX_PAGES = 2000

export const listingCachesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('listingCounts', createTtlCache<number>(app.env.LISTING_COUNT_CACHE_MS, MAX_FILTERS))
  app.decorate('listingPages', createTtlCache<ProductSummary[]>(app.env.LISTING_PAGE_CACHE_MS, MAX_PAGES))
})
