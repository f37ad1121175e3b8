// What parts of the store tell each other without knowing each other: a vote moved one product's
// count (`counted`: caches lay the new count over what they keep, decision 0640); the catalogue changed
// in a way no one can patch (`changed`: a guest-vote merge or a vote list rewrite; every cached answer and
// page goes); and a product was viewed from a cached page the API never saw, so its view still counts.
// The web server makes one and hands it to the API; with REDIS_URL, `counted` and `changed` also reach
// the other instances (plugins/catalog-events-redis.ts).
import { EventEmitter } from 'node:events'

/** What a listing filter is matched on: where a product is listed. */
export type ProductScope = {
  categoryId: number
  subcategoryId: number | null
  brandId: number
  tagIds: number[]
}
/** A product's upvote count after a vote, as the database returned it; moved: by how much (0: a repeat).
 *  voterKey: the signed-in shopper who voted, whose kept votes go (services/voter-votes.ts); guests'
 *  votes come from their own header and are never kept. */
export type CountMove = {
  productId: number
  upvoteCount: number
  moved: -1 | 0 | 1
  scope: ProductScope
  voterKey?: string
}
export type Origin = 'local' | 'remote'

export type CatalogEventMap = {
  /** origin: 'local' when this instance made the change, 'remote' when another one did. */
  changed: [origin: Origin]
  counted: [move: CountMove, origin: Origin]
  productViewed: [productId: number]
}
export type CatalogEvents = EventEmitter<CatalogEventMap>

export function createCatalogEvents(): CatalogEvents {
  // Every cache (answers, cards, totals, pages) listens; tests build many servers on one process.
  return new EventEmitter<CatalogEventMap>().setMaxListeners(100)
}

/** What a listener lives as long as: a Fastify instance (its onClose). */
export type ListeningScope = { addHook: (name: 'onClose', fn: () => Promise<void>) => unknown }

/** Subscribes for the life of a Fastify instance: the listener goes when the instance closes. */
export function listenWhileOpen<K extends keyof CatalogEventMap>(
  app: ListeningScope,
  events: CatalogEvents,
  name: K,
  listener: (...args: CatalogEventMap[K]) => void,
) {
  events.on(name, listener as never)
  app.addHook('onClose', async () => {
    events.off(name, listener as never)
  })
}
