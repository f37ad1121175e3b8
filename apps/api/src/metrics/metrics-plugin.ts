// Times every request (by its route pattern, never the raw URL: /product/<slug> is one series) and counts
// page-cache hits from the x-cache header the page cache sets. Registered at the server's root so the
// API, the login provider and the pages are all measured.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { createMetrics, type Metrics } from './metrics.ts'

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
  }
}

export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.hasDecorator('metrics')) return
    const metrics = createMetrics()
    app.decorate('metrics', metrics)
    const pageCache = metrics.cacheLookup('pages')
    app.addHook('onResponse', async (req, reply) => {
      const route = req.routeOptions.url ?? 'unmatched'
      metrics.requests.observe(
        { method: req.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      )
      const cached = reply.getHeader('x-cache') ?? reply.raw.getHeader('x-cache')
      if (cached === 'HIT' || cached === 'MISS') pageCache(cached === 'HIT')
    })
  },
  { name: 'haat-metrics' },
)
