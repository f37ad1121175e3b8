// Spec §7: GET /api/product/category/{name} and GET /api/product/category?category=..&subcategory=..
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pageSchema } from '@haat/domain/catalog/page'
import { productSummarySchema } from '@haat/domain/catalog/product'
import { notFound } from '../../http/errors.ts'
import { resolveListingFilter } from '../../services/listing-filter.ts'
import { listProducts } from '../../services/list-products.ts'
import { catalogOf, upvotesOf } from '../context.ts'
import { errorAnswers, nameListSchema, pagedQuerySchema, slugSchema } from '../schemas.ts'

const response = { 200: pageSchema(productSummarySchema), ...errorAnswers(400, 401, 404) }

export async function listCategoryProductsRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/product/category',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['products'],
        summary: 'A page of products in the given categories and subcategories (each repeatable)',
        querystring: pagedQuerySchema.extend({
          category: nameListSchema.optional(),
          subcategory: nameListSchema.optional(),
        }),
        response,
      },
    },
    async (req) => {
      const { page, size, sort, category, subcategory } = req.query
      const filter = await resolveListingFilter(catalogOf(app), { category, subcategory })
      return listProducts(catalogOf(app), filter, { page, size, sort }, upvotesOf(req))
    },
  )

  api.get(
    '/product/category/:name',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['products'],
        summary: 'A page of products of one category or subcategory',
        params: z.object({ name: slugSchema }),
        querystring: pagedQuerySchema,
        response,
      },
    },
    async (req) => {
      const { name } = req.params
      // One lookup: a name that is neither a category nor a subcategory resolves to no filter.
      const filter = await resolveListingFilter(catalogOf(app), { category: [name] })
      if (!filter) throw notFound('Category', name)
      return listProducts(catalogOf(app), filter, req.query, upvotesOf(req))
    },
  )
}
