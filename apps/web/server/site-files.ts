// Files crawlers and browsers ask for by name: robots.txt and /favicon.ico (answered with the SVG icon).
import { readFile } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { originFor } from './origin.ts'
import { PUBLIC_DIR } from './paths.ts'

/** Pages that are per-shopper or transitional: nothing for a search engine there. */
const PRIVATE_PATHS = ['/api/', '/votes', '/login-success', '/logout-redirect']

export async function siteFiles(
  app: FastifyInstance,
  { publicOrigin }: { publicOrigin: string | undefined },
) {
  const favicon = await readFile(`${PUBLIC_DIR}/favicon.svg`)

  app.get('/robots.txt', async (req, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${originFor(req, publicOrigin)}/sitemap.xml`,
      '',
    ]
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'))
  })

  app.get('/favicon.ico', async (_req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon),
  )
}
