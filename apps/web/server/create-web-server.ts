// The store's one process: API under /api, media, robots/sitemap/favicon, then React Router pages.
import compress from '@fastify/compress'
import { haatApi } from '@haat/api/app'
import type { Env } from '@haat/api/config/env'
import { createServer } from '@haat/api/create-server'
import type { Database } from '@haat/api/db/client'
import { createCatalogEvents } from '@haat/api/events/catalog-events'
import { hardening } from '@haat/api/plugins/hardening'
import { metricsPlugin } from '@haat/api/metrics/metrics-plugin'
import { serveMedia } from '@haat/api/media/serve-media'
import { openMediaStore } from '@haat/api/media/open-media-store'
import { registerOidcProvider } from '@haat/api/oidc/register'
import { COMPRESS_OPTIONS } from './compress-options.ts'
import { pages } from './pages.ts'
import { MEDIA_DIR } from './paths.ts'
import { messageScripts } from './message-scripts.ts'
import { siteFiles } from './site-files.ts'
import { sitemap } from './sitemap.ts'

type Options = {
  env: Env
  database: Database
  dev?: boolean
  /** false = API and site files only (tests of the server that need no client build). */
  withPages?: boolean
}

export async function createWebServer({ env, database, dev = false, withPages = true }: Options) {
  const app = createServer(env)
  await app.register(metricsPlugin) // times pages, sign-in and API alike (GET /metrics, decision 0702)
  await app.register(hardening, { env, dev }) // security headers (CSP nonce for the pages), CORS for /api
  await app.register(compress, COMPRESS_OPTIONS) // br/gzip (compress-options.ts)
  // Votes the API records empty the page cache; views of stored product pages reach the API's counter.
  const catalogEvents = createCatalogEvents()
  await app.register(haatApi, { env, database, catalogEvents })
  // /api belongs to the API even where it has no route: never fall through to the pages (an SSR
  // loader calling a missing endpoint would otherwise render a page that calls it again, forever).
  app.all('/api/*', async (req, reply) =>
    reply
      .status(404)
      .send({ error: 'not_found', message: `No route for ${req.method} ${req.url.split('?')[0]}` }),
  )
  // /media/*: the demo photos, videos and logos, and under /media/u/ what operators imported (cached a year)
  await serveMedia(app, { root: MEDIA_DIR, store: openMediaStore(env) })
  await app.register(siteFiles, { publicOrigin: env.PUBLIC_ORIGIN })
  await app.register(messageScripts) // /i18n/*: each language's messages (decision 0813)
  await app.register(sitemap, { publicOrigin: env.PUBLIC_ORIGIN })
  await registerOidcProvider(app, { env, db: database.db }) // /oidc and /interaction: sign-in

  const vite = dev ? await (await import('./dev-vite.ts')).createViteDevServer(app.server) : undefined
  if (withPages) {
    const pageCache = {
      ttlMs: vite ? 0 : env.PAGE_CACHE_MS,
      aboutOneProductTtlMs: env.PRODUCT_PAGE_CACHE_MS,
      voteLagMs: env.PAGE_VOTE_LAG_MS,
      diskBytes: env.PAGE_CACHE_DISK_BYTES,
      diskParentDir: env.PAGE_CACHE_DIR,
      events: catalogEvents,
      onRender: app.metrics.pageRender,
      watchBytes: (size: () => number) => app.metrics.watchCacheBytes('pages', size),
      watchDiskBytes: (size: () => number) => app.metrics.watchCacheDiskBytes('pages', size),
    }
    await app.register(pages, { publicOrigin: env.PUBLIC_ORIGIN, vite, pageCache, db: database.db })
  }
  app.addHook('onClose', async () => {
    await vite?.close()
    await database.close()
  })
  return app
}
