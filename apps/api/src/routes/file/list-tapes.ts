// Spec §7: GET /api/file/tapes?page={n}&size=10&seed={seed} — pages of tapes; a seed repeats an order.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tapePageSchema } from '@haat/domain/catalog/entities'
import { TAPE_SEED_MAX, TAPES_PAGE_SIZE } from '@haat/domain/constants/timings'
import { pageParamsSchema } from '@haat/domain/rules/paging-schema'
import { listTapes } from '../../services/list-tapes.ts'
import { errorAnswers } from '../schemas.ts'

export async function listTapesRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/file/tapes',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['tapes'],
        summary: 'A page of tapes: most viewed first, or in the shuffled order of a seed 0–9999',
        querystring: pageParamsSchema.extend({
          size: pageParamsSchema.shape.size.removeDefault().default(TAPES_PAGE_SIZE),
          seed: z.coerce.number().int().min(0).max(TAPE_SEED_MAX).optional(),
        }),
        response: { 200: tapePageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (req) => listTapes(app.db, req.query),
  )
}
