// Product views (spec: viewCount, the trending sort) are counted in memory and written in one batch
// every VIEW_COUNT_FLUSH_MS, so a product page never waits on a write (docs/decisions/0145).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { listenWhileOpen } from '../events/catalog-events.ts'
import { addProductViews } from '../repositories/view-counts.ts'

export type ViewCounter = { add: (productId: number) => void; flush: () => Promise<void> }

declare module 'fastify' {
  interface FastifyInstance {
    viewCounter: ViewCounter
  }
}

export const viewCounterPlugin = fp(async (app: FastifyInstance) => {
  let pending = new Map<number, number>()
  let writing: Promise<void> = Promise.resolve()

  async function write(batch: Map<number, number>) {
    try {
      await addProductViews(app.db, batch)
    } catch (err) {
      app.log.warn({ err, products: batch.size }, 'view counts not written')
    }
  }

  const counter: ViewCounter = {
    add(productId) {
      pending.set(productId, (pending.get(productId) ?? 0) + 1)
    },
    flush() {
      const batch = pending
      pending = new Map()
      // One write at a time, in order: a slow write never overlaps the next.
      writing = writing.then(() => write(batch))
      return writing
    },
  }
  app.decorate('viewCounter', counter)
  // A product page served from the web server's page cache never called the API: it says so here.
  listenWhileOpen(app, app.catalogEvents, 'productViewed', counter.add)

  const timer = setInterval(() => void counter.flush(), Math.max(app.env.VIEW_COUNT_FLUSH_MS, 50))
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await counter.flush()
  })
})
