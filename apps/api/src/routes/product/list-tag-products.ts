// Spec §7: GET /api/product/tags/{slug} — a page of the products with one tag.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pageSchema } from '@haat/domain/catalog/page'
import { productSummarySchema } from '@haat/domain/catalog/product'
import { notFound } from '../../http/errors.ts'
import { listProducts } from '../../services/list-products.ts'
import { resolveListingFilter } from '../../services/listing-filter.ts'
import { catalogOf, upvotesOf } from '../context.ts'
import { errorAnswers, pagedQuerySchema, slugSchema } from '../schemas.ts'

export async function listTagProductsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/product/tags/:slug',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['products'],
        summary: 'A page of the products with one tag',
        params: z.object({ slug: slugSchema }),
        querystring: pagedQuerySchema,
        response: { 200: pageSchema(productSummarySchema), ...errorAnswers(400, 401, 404) },
      },
    },
    async (req) => {
      const filter = await resolveListingFilter(catalogOf(app), { tag: req.params.slug })
      if (!filter) throw notFound('Tag', req.params.slug)
      return listProducts(catalogOf(app), filter, req.query, upvotesOf(req))
    },
  )
}
