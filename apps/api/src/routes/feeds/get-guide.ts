// Spec §7: GET /api/feeds/slug/{slug} — one guide with its products.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { guideSchema } from '@haat/domain/catalog/entities'
import { notFound } from '../../http/errors.ts'
import { listGuides } from '../../services/list-guides.ts'
import { upvotesOf } from '../context.ts'
import { errorAnswers, slugSchema } from '../schemas.ts'

export async function getGuideRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/feeds/slug/:slug',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['guides'],
        summary: 'One guide by slug, with its products',
        params: z.object({ slug: slugSchema }),
        response: { 200: guideSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (req) => {
      const [guide] = await listGuides(app.db, { slug: req.params.slug }, true, upvotesOf(req))
      if (!guide) throw notFound('Guide', req.params.slug)
      return guide
    },
  )
}
