import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { pageSchema } from '@haat/domain/catalog/page'
import { productSummarySchema } from '@haat/domain/catalog/product'
import { resolveListingFilter } from '../../services/listing-filter.ts'
import { listProducts } from '../../services/list-products.ts'
import { catalogOf, upvotesOf } from '../context.ts'
import { errorAnswers, listingQuerySchema } from '../schemas.ts'

export async function listProductsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/product',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['products'],
        summary: 'A page of products: filters (category, subcategory, tag, brand, search), sort, page, size',
        querystring: listingQuerySchema,
        response: { 200: pageSchema(productSummarySchema), ...errorAnswers(400, 401) },
      },
    },
    async (req) => {
      const { page, size, sort, ...names } = req.query
      const filter = await resolveListingFilter(catalogOf(app), names)
      return listProducts(catalogOf(app), filter, { page, size, sort }, upvotesOf(req))
    },
  )
}
