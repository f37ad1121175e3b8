import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

// Liveness (/api/live: the process answers, nothing else is checked, so a database outage does not get
// the instance restarted) and readiness (/api/ready, and /api/health as before: the database answers).
export async function getHealth(app: FastifyInstance) {
  app.get('/live', { schema: { tags: ['ops'], summary: 'Liveness: the process answers' } }, async () => ({
    status: 'ok',
  }))
  for (const url of ['/health', '/ready']) readiness(app, url)
}

function readiness(app: FastifyInstance, url: string) {
  app.withTypeProvider<ZodTypeProvider>().get(
    url,
    {
      schema: {
        tags: ['ops'],
        summary: 'Readiness: the database answers',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('up') }),
          503: z.object({ error: z.string(), message: z.string() }),
        },
      },
    },
    async (req, reply) => {
      try {
        await app.db.execute(sql`select 1`)
        return { status: 'ok' as const, database: 'up' as const }
      } catch (err) {
        req.log.warn({ err }, 'health check: database unreachable')
        return reply.status(503).send({ error: 'unavailable', message: 'The database is not reachable' })
      }
    },
  )
}
