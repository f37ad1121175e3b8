// Spec §7: GET /api/product/slug/{slug}; the web uses the first element of the answer. Counts a view,
// also when the answer comes from its stored copy (shared answers, decision 0640), which lives as long as
// the product's page does (decision 0835): its counts are laid over live and catalogue changes empty it.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { productSchema } from '@haat/domain/catalog/product'
import { getProduct } from '../../services/get-product.ts'
import { upvotesOf } from '../context.ts'
import { errorAnswers, slugSchema } from '../schemas.ts'

export async function getProductBySlugRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/product/slug/:slug',
    {
      config: { sharedAnswer: true, countsView: true, sharedAnswerMs: app.env.PRODUCT_PAGE_CACHE_MS },
      schema: {
        tags: ['products'],
        summary: 'One product by slug, as a one-element array; counts a product view',
        params: z.object({ slug: slugSchema }),
        response: { 200: z.array(productSchema), ...errorAnswers(400, 401, 404) },
      },
    },
    async (req) => {
      const product = await getProduct(app.db, { slug: req.params.slug }, upvotesOf(req))
      app.viewCounter.add(product.id)
      return [product]
    },
  )
}
