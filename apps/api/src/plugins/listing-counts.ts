// Listing totals cost a count over every matching row (~13 ms at 100k products) while the page
// itself is an index read (< 1 ms): totals are reused per filter for LISTING_COUNT_CACHE_MS.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { LruObject } from 'toad-cache'

export type CountCache = { get: (key: string, count: () => Promise<number>) => Promise<number> }

declare module 'fastify' {
  interface FastifyInstance {
    listingCounts: CountCache
  }
}

const MAX_FILTERS = 2000

export function createCountCache(ttlMs: number): CountCache {
  if (ttlMs === 0) return { get: (_key, count) => count() }
  const cache = new LruObject<Promise<number>>(MAX_FILTERS, ttlMs)
  return {
    get(key, count) {
      const hit = cache.get(key)
      if (hit) return hit
      // The promise is cached so that concurrent requests share one count; a failure is not kept.
      const fresh = count()
      cache.set(key, fresh)
      fresh.catch(() => cache.delete(key))
      return fresh
    },
  }
}

export const listingCountsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('listingCounts', createCountCache(app.env.LISTING_COUNT_CACHE_MS))
})
