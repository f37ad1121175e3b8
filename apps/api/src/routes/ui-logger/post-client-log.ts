// Spec §7: POST /api/ui-logger — the browser's error and request logs, stored in client_logs.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clientLogSchema } from '@haat/domain/logging/client-log'
import { insertClientLog } from '../../repositories/client-logs.ts'
import { errorAnswers } from '../schemas.ts'

/** A report bigger than this is refused (413) before it is parsed. */
const MAX_REPORT_BYTES = 32 * 1024

export async function postClientLogRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/ui-logger',
    {
      bodyLimit: MAX_REPORT_BYTES,
      preHandler: app.clientLogLimit,
      schema: {
        tags: ['ops'],
        summary: 'Store a browser log report (severity, request/response details, error)',
        body: clientLogSchema,
        response: { 201: z.object({ success: z.literal(true) }), ...errorAnswers(400, 401, 413, 415, 429) },
      },
    },
    async (req, reply) => {
      await insertClientLog(app.db, req.body, req.id)
      return reply.status(201).send({ success: true as const })
    },
  )
}
