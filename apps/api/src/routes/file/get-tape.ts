// Spec §7, §9: GET /api/file/tapes/{id} — one tape, cacheable for 5 minutes.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tapeSchema } from '@haat/domain/catalog/entities'
import { TAPE_CACHE_SECONDS } from '@haat/domain/constants/timings'
import { notFound } from '../../http/errors.ts'
import { findTape } from '../../repositories/tapes.ts'
import { errorAnswers, idSchema } from '../schemas.ts'

export async function getTapeRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/file/tapes/:id',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['tapes'],
        summary: 'One tape by id (Cache-Control: public, 5 minutes)',
        params: z.object({ id: idSchema }),
        response: { 200: tapeSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const tape = await findTape(app.db, req.params.id)
      if (!tape) throw notFound('Tape', req.params.id)
      reply.header('cache-control', `public, max-age=${TAPE_CACHE_SECONDS}`)
      return tape
    },
  )
}
