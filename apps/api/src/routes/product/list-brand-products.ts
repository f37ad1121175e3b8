// Spec §7: GET /api/product/brand/{id} — a page of one brand's products.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pageSchema } from '@haat/domain/catalog/page'
import { productSummarySchema } from '@haat/domain/catalog/product'
import { getBrandPage } from '../../services/brand-page.ts'
import { catalogOf, upvotesOf } from '../context.ts'
import { errorAnswers, idSchema, pagedQuerySchema } from '../schemas.ts'

export async function listBrandProductsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/product/brand/:id',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['products'],
        summary: "A page of one brand's products",
        params: z.object({ id: idSchema }),
        querystring: pagedQuerySchema,
        response: { 200: pageSchema(productSummarySchema), ...errorAnswers(400, 401, 404) },
      },
    },
    async (req) => {
      const brandPage = await getBrandPage(catalogOf(app), { id: req.params.id }, req.query, upvotesOf(req))
      return brandPage.products
    },
  )
}
