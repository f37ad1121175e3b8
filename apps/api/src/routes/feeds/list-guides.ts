// Spec §7: GET /api/feeds and GET /api/feeds?withproducts=false.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { guideSchema } from '@haat/domain/catalog/entities'
import { listGuides } from '../../services/list-guides.ts'
import { upvotesOf } from '../context.ts'
import { errorAnswers, withProductsSchema } from '../schemas.ts'

export async function listGuidesRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/feeds',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['guides'],
        summary: 'Every guide, with its products unless withproducts=false',
        querystring: withProductsSchema,
        response: { 200: z.array(guideSchema), ...errorAnswers(400, 401) },
      },
    },
    async (req) => listGuides(app.db, {}, req.query.withproducts, upvotesOf(req)),
  )
}
