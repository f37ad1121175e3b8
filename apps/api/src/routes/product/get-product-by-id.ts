// Spec §7: GET /api/product/search/{id} — one product by id (an object, not an array).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { productSchema } from '@haat/domain/catalog/product'
import { getProduct } from '../../services/get-product.ts'
import { upvotesOf } from '../context.ts'
import { errorAnswers, idSchema } from '../schemas.ts'

export async function getProductByIdRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/product/search/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product by id',
        params: z.object({ id: idSchema }),
        response: { 200: productSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (req) => getProduct(app.db, { id: req.params.id }, upvotesOf(req)),
  )
}
