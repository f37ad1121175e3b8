import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

export async function getHealth(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
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
