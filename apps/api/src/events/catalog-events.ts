// What parts of the store tell each other without knowing each other: the catalogue changed (a vote
// moved a count), so every cached answer and page must go; and a product was viewed from a cached page
// the API never saw, so its view still counts. The web server makes one and hands it to the API; with
// REDIS_URL, `changed` also reaches the other instances (plugins/catalog-events-redis.ts).
import { EventEmitter } from 'node:events'

export type CatalogEventMap = {
  /** origin: 'local' when this instance made the change, 'remote' when another one did. */
  changed: [origin: 'local' | 'remote']
  productViewed: [productId: number]
}
export type CatalogEvents = EventEmitter<CatalogEventMap>

export function createCatalogEvents(): CatalogEvents {
  // Every cache (answers, cards, totals, pages) listens; tests build many servers on one process.
  return new EventEmitter<CatalogEventMap>().setMaxListeners(100)
}

/** Subscribes for the life of a Fastify instance: the listener goes when the instance closes. */
export function listenWhileOpen<K extends keyof CatalogEventMap>(
  app: { addHook: (name: 'onClose', fn: () => Promise<void>) => unknown },
  events: CatalogEvents,
  name: K,
  listener: (...args: CatalogEventMap[K]) => void,
) {
  events.on(name, listener as never)
  app.addHook('onClose', async () => {
    events.off(name, listener as never)
  })
}
