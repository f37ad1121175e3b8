// Listing caches (docs/decisions/0148, 0401): a page is an index read (< 1 ms) but its total is a count
// over every matching row (~13 ms at 100k products), asked again on every page of an infinite scroll, so
// totals are kept per filter for LISTING_COUNT_CACHE_MS. The cards of a page are the same for every
// shopper but isUpvoted, so pages are kept for LISTING_PAGE_CACHE_MS and isUpvoted is laid on per request.
// A vote changes a card's upvoteCount and a listing's total upvotes: every vote that this instance
// records empties the pages and the upvote totals before its answer leaves, so the voter's next listing
// read (and everyone's) shows it. Other instances catch up within their LISTING_PAGE_CACHE_MS.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { createTtlCache, type TtlCache } from '../services/ttl-cache.ts'

declare module 'fastify' {
  interface FastifyInstance {
    listingCounts: TtlCache<number>
    listingVoteSums: TtlCache<number>
    listingPages: TtlCache<ProductSummary[]>
  }
}

const MAX_FILTERS = 2000
const MAX_PAGES = 2000
/** The routes that add or take back votes (upvote, downvote, the guest-vote merge, a user's votes). */
const VOTE_WRITES = /^\/api\/(product\/(up|down)vote\/|user\/)/

export const listingCachesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('listingCounts', createTtlCache<number>(app.env.LISTING_COUNT_CACHE_MS, MAX_FILTERS))
  app.decorate('listingVoteSums', createTtlCache<number>(app.env.LISTING_COUNT_CACHE_MS, MAX_FILTERS))
  app.decorate('listingPages', createTtlCache<ProductSummary[]>(app.env.LISTING_PAGE_CACHE_MS, MAX_PAGES))
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' && reply.statusCode < 300 && VOTE_WRITES.test(req.routeOptions.url ?? '')) {
      app.listingPages.clear()
      app.listingVoteSums.clear()
    }
    return payload
  })
})
