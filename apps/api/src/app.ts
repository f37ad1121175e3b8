// The API as a Fastify plugin: everything under /api. server.ts (or the web server) only listens.
import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { ShippingRules } from '@haat/domain/rules/shipping-rules'
import type { Env } from './config/env.ts'
import type { Database, Db } from './db/client.ts'
import { keepGinPendingListsShort } from './db/gin-pending-lists.ts'
import { createCatalogEvents, type CatalogEvents } from './events/catalog-events.ts'
import { catalogEventsRedis } from './plugins/catalog-events-redis.ts'
import { jobsPlugin } from './jobs/jobs-plugin.ts'
import { watchQueueDepth } from './metrics/metrics.ts'
import { metricsPlugin } from './metrics/metrics-plugin.ts'
import { metricsRoute } from './metrics/metrics-route.ts'
import { withAnswerLanguage } from './plugins/answer-language-docs.ts'
import { errorHandler } from './plugins/error-handler.ts'
import { rejectNul } from './plugins/reject-nul.ts'
import { loadShippingRules } from './pincodes/shipping-rules-file.ts'
import { routes } from './routes/routes.ts'
import { paymentsPlugin } from './services/payments/payments-plugin.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    env: Env
    catalogEvents: CatalogEvents
    /** The operator's shipping rules (SHIPPING_RULES_FILE or the defaults), read once at start. */
    shippingRules: ShippingRules
  }
}

/** catalogEvents: shared with the web server's page cache; the API makes its own when alone. */
export type ApiOptions = { env: Env; database: Database; catalogEvents?: CatalogEvents }

export async function haatApi(app: FastifyInstance, opts: ApiOptions) {
  app.decorate('db', opts.database.db)
  keepGinPendingListsShort(app, opts.database) // PGlite has no autovacuum to do it (decision 0827)
  app.decorate('env', opts.env)
  app.decorate('catalogEvents', opts.catalogEvents ?? createCatalogEvents())
  app.decorate('shippingRules', await loadShippingRules(opts.env.SHIPPING_RULES_FILE))
  await catalogEventsRedis(app) // with REDIS_URL: changes reach the other instances
  await app.register(metricsPlugin) // at the root already when the web server registered it there
  watchQueueDepth(app.metrics, app.db)
  await app.register(metricsRoute, { token: opts.env.METRICS_TOKEN }) // GET /metrics, token only
  // Mail, Meta retries and retention from the durable job queue.
  await jobsPlugin(app, { onOutcome: ({ kind, outcome }) => app.metrics.jobs.inc({ kind, outcome }) })
  await app.register(errorHandler)
  await app.register(rejectNul)
  await app.register(swagger, {
    openapi: {
      info: { title: 'Haat storefront API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: withAnswerLanguage(jsonSchemaTransform),
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
  await app.register(paymentsPlugin)
  await app.register(routes, { prefix: '/api' })
}
