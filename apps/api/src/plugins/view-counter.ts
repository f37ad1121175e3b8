// Product views (spec: viewCount, the trending sort) are counted in memory and written in batches
// every VIEW_COUNT_FLUSH_MS, so a product page never waits on a write (docs/decisions/0145). A batch is
// written a few products a statement with a turn of the event loop between them (decision 0822): on
// PGlite each statement runs on the server's own thread, ~0.3–0.5 ms a product with its index and
// search-copy upkeep, and one statement for a few hundred products held every request ~60–120 ms.
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { listenWhileOpen } from '../events/catalog-events.ts'
import { addProductViews } from '../repositories/view-counts.ts'

export type ViewCounter = { add: (productId: number) => void; flush: () => Promise<void> }

/** Products a statement: ~10–15 ms of PGlite's time on a slow machine. */
export const VIEWS_PER_STATEMENT = 20

declare module 'fastify' {
  interface FastifyInstance {
    viewCounter: ViewCounter
  }
}

export const viewCounterPlugin = fp(async (app: FastifyInstance) => {
  let pending = new Map<number, number>()
  let writing: Promise<void> = Promise.resolve()

  async function write(batch: Map<number, number>) {
    // In id order, so two instances' writes take the rows' locks in the same order.
    const views = [...batch].sort(([a], [b]) => a - b)
    for (let start = 0; start < views.length; start += VIEWS_PER_STATEMENT) {
      if (start > 0) await nextTurn() // the requests waiting run between two statements
      const part = new Map(views.slice(start, start + VIEWS_PER_STATEMENT))
      try {
        await addProductViews(app.db, part)
      } catch (err) {
        app.log.warn({ err, products: part.size }, 'view counts not written')
      }
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
