// Spec §7: GET /api/feeds/featuredGuides — the guide strip (spec §2 Featured guides).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { guideSchema } from '@haat/domain/catalog/entities'
import { listGuides } from '../../services/list-guides.ts'
import { upvotesOf } from '../context.ts'
import { errorAnswers, withProductsSchema } from '../schemas.ts'

export async function featuredGuidesRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/feeds/featuredGuides',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['guides'],
        summary: 'The featured guides, with their products unless withproducts=false',
        querystring: withProductsSchema,
        response: { 200: z.array(guideSchema), ...errorAnswers(400, 401) },
      },
    },
    async (req) => listGuides(app.db, { featured: true }, req.query.withproducts, upvotesOf(req)),
  )
}
