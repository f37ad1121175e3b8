// GET /sitemap.xml: absolute URLs (PUBLIC_ORIGIN or the request host). Paths are cached for 10 minutes:
// crawlers may ask often and walking the catalogue is the costly part.
import type { FastifyInstance } from 'fastify'
import { injectTransport } from '../app/lib/api/inject-transport.server.ts'
import { originFor } from './origin.ts'
import { sitemapPaths, sitemapXml } from './sitemap-urls.ts'

const TTL_MS = 10 * 60_000

export async function sitemap(app: FastifyInstance, { publicOrigin }: { publicOrigin: string | undefined }) {
  let cached: { at: number; paths: Promise<string[]> } | null = null
  const paths = () => {
    if (!cached || Date.now() - cached.at > TTL_MS) {
      const pending = sitemapPaths(injectTransport(app))
      pending.catch(() => (cached = null)) // a failure is not cached
      cached = { at: Date.now(), paths: pending }
    }
    return cached.paths
  }

  app.get('/sitemap.xml', async (req, reply) => {
    const xml = sitemapXml(originFor(req, publicOrigin), await paths())
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(xml)
  })
}
