// GET /metrics (Prometheus text format) answers only `Authorization: Bearer <METRICS_TOKEN>`; without
// METRICS_TOKEN it does not exist (404). The token is compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

const digest = (value: string) => createHash('sha256').update(value).digest()

export async function metricsRoute(app: FastifyInstance, { token }: { token: string | undefined }) {
  if (!token) return
  const expected = digest(token)
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
    if (!timingSafeEqual(digest(given), expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: 'unauthorized', message: 'The metrics need their bearer token (METRICS_TOKEN)' })
    }
    reply.header('cache-control', 'no-store')
    return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics())
  })
}
