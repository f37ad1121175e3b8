// Spec §7: GET /api/brand/product/slug/{slug} — the brand and a page of its products.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { brandPageSchema } from '@haat/domain/catalog/entities'
import { getBrandPage } from '../../services/brand-page.ts'
import { catalogOf, upvotesOf } from '../context.ts'
import { errorAnswers, pagedQuerySchema, slugSchema } from '../schemas.ts'

export async function getBrandPageRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/brand/product/slug/:slug',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['brands'],
        summary: 'One brand and a page of its products (page, size, sort as in listings)',
        params: z.object({ slug: slugSchema }),
        querystring: pagedQuerySchema,
        response: { 200: brandPageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (req) => getBrandPage(catalogOf(app), { slug: req.params.slug }, req.query, upvotesOf(req)),
  )
}
