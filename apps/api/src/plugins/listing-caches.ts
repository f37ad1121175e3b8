// Listing caches (docs/decisions/0148, 0401): a page is an index read (< 1 ms) but its total is a count
// over every matching row (~13 ms at 100k products), asked again on every page of an infinite scroll, so
// totals are kept per filter for LISTING_COUNT_CACHE_MS. The cards of a page are the same for every
// shopper but isUpvoted, so pages are kept for LISTING_PAGE_CACHE_MS and isUpvoted is laid on per request.
// A vote changes a card's upvoteCount and a listing's total upvotes: every vote that this instance
// records announces a catalogue change before its answer leaves, which empties the pages and the upvote
// totals, so the voter's next listing read (and everyone's) shows it. Other instances hear of it through
// Redis when REDIS_URL is set, and otherwise catch up within their LISTING_PAGE_CACHE_MS.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { listenWhileOpen } from '../events/catalog-events.ts'
import { isCatalogWrite } from '../http/catalog-writes.ts'
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

export const listingCachesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('listingCounts', createTtlCache<number>(app.env.LISTING_COUNT_CACHE_MS, MAX_FILTERS))
  app.decorate('listingVoteSums', createTtlCache<number>(app.env.LISTING_COUNT_CACHE_MS, MAX_FILTERS))
  app.decorate('listingPages', createTtlCache<ProductSummary[]>(app.env.LISTING_PAGE_CACHE_MS, MAX_PAGES))
  listenWhileOpen(app, app.catalogEvents, 'changed', () => {
    app.listingPages.clear()
    app.listingVoteSums.clear()
  })
  app.addHook('onSend', async (req, reply, payload) => {
    if (isCatalogWrite(req, reply)) app.catalogEvents.emit('changed', 'local')
    return payload
  })
})
