// Spec §7: GET /api/product/top-5-trending — the five most viewed products.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { productSummarySchema } from '@haat/domain/catalog/product'
import { listProducts } from '../../services/list-products.ts'
import { catalogOf, upvotesOf } from '../context.ts'
import { errorAnswers } from '../schemas.ts'

const TOP_TRENDING = 5

export async function topTrendingRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/product/top-5-trending',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['products'],
        summary: 'The five trending (most viewed) products',
        response: { 200: z.array(productSummarySchema), ...errorAnswers(401) },
      },
    },
    async (req) => {
      const request = { page: 0, size: TOP_TRENDING, sort: 'viewCount:desc' as const }
      return (await listProducts(catalogOf(app), {}, request, upvotesOf(req))).content
    },
  )
}
