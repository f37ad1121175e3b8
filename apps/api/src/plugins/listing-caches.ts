// Listing caches (docs/decisions/0148, 0401, 0640): a page is an index read (< 1 ms) but its total is a
// count over every matching row (~13 ms at 100k products), asked again on every page of an infinite
// scroll, so totals are kept per filter for LISTING_COUNT_CACHE_MS (five minutes: votes move them and
// catalogue changes empty them, decision 0837). The cards of a page are the same for every shopper but
// isUpvoted, so pages are kept for LISTING_PAGE_CACHE_MS and isUpvoted is laid on per request. A vote
// no longer empties them: it records the product's new count in `liveCounts`, which every read lays
// over its cards, so the voter's next read (and everyone's, on every instance with Redis) shows it, and
// moves the total votes of every listing that lists the product (or drops the total where that cannot
// be judged: searches). Orders by votes follow within LISTING_PAGE_CACHE_MS.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { listenWhileOpen } from '../events/catalog-events.ts'
import { isCatalogWrite } from '../http/catalog-writes.ts'
import type { ProductFilter } from '../repositories/product-listing.ts'
import { filterLists } from '../services/filter-scope.ts'
import { createLiveCounts, type LiveCounts } from '../services/live-counts.ts'
import { createTtlCache, type TtlCache } from '../services/ttl-cache.ts'

declare module 'fastify' {
  interface FastifyInstance {
    listingCounts: TtlCache<number>
    listingVoteSums: TtlCache<number>
    listingPages: TtlCache<ProductSummary[]>
    listingFilters: TtlCache<ProductFilter | null>
    liveCounts: LiveCounts
  }
}

const MAX_FILTERS = 2000
const MAX_PAGES = 2000
/** Cards kept, by size (the mix on the demo catalogue left ~10 MB of them in a heap snapshot). */
const MAX_PAGE_BYTES = 16 * 1024 * 1024
/** A page of cards' size in memory, roughly: its JSON twice (the objects around the strings). */
const cardsSize = (cards: ProductSummary[]) => 2 * JSON.stringify(cards).length
/** Longer than any copy a count could be laid over lives (a stored answer is sent up to twice its
 *  time while it is read anew: decision 0808), with room for a slow read in flight. */
const LIVE_COUNT_MARGIN_MS = 10_000

export const listingCachesPlugin = fp(async (app: FastifyInstance) => {
  const { LISTING_COUNT_CACHE_MS, LISTING_PAGE_CACHE_MS, PRODUCT_PAGE_CACHE_MS } = app.env
  app.decorate(
    'listingCounts',
    createTtlCache<number>(LISTING_COUNT_CACHE_MS, MAX_FILTERS, app.metrics.cacheLookup('listing-counts')),
  )
  app.decorate('listingVoteSums', createTtlCache<number>(LISTING_COUNT_CACHE_MS, MAX_FILTERS))
  app.decorate(
    'listingPages',
    createTtlCache<ProductSummary[]>(
      LISTING_PAGE_CACHE_MS,
      MAX_PAGES,
      app.metrics.cacheLookup('listing-pages'),
      { maxBytes: MAX_PAGE_BYTES, sizeOf: cardsSize },
    ),
  )
  app.metrics.watchCacheBytes('listing-pages', app.listingPages.bytes)
  // Names rarely change; a change through the API forgets them at once, an import within their lifetime.
  app.decorate('listingFilters', createTtlCache<ProductFilter | null>(LISTING_COUNT_CACHE_MS, MAX_FILTERS))
  // As long as the longest-lived copy a count is laid over: a product's answer lives PRODUCT_PAGE_CACHE_MS (0835).
  const longest = Math.max(LISTING_PAGE_CACHE_MS, PRODUCT_PAGE_CACHE_MS)
  app.decorate('liveCounts', createLiveCounts(2 * longest + LIVE_COUNT_MARGIN_MS))
  listenWhileOpen(app, app.catalogEvents, 'counted', (move) => {
    app.liveCounts.record(move)
    if (move.moved === 0) return
    const lists = (key: string) => filterLists(JSON.parse(key) as ProductFilter, move.productId, move.scope)
    app.listingVoteSums.adjust(
      (key, sum) => {
        const listed = lists(key)
        return listed === undefined ? undefined : listed ? sum + move.moved : sum
      },
      // A sum being read for a filter without the product stays (decision 0836).
      (key) => lists(key) === false,
    )
  })
  listenWhileOpen(app, app.catalogEvents, 'changed', () => {
    app.listingPages.clear()
    app.listingVoteSums.clear()
    app.listingFilters.clear()
  })
  app.addHook('onSend', async (req, reply, payload) => {
    if (isCatalogWrite(req, reply)) app.catalogEvents.emit('changed', 'local')
    return payload
  })
})
