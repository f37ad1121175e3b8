// PUT /api/admin/products/{id} — price, stock (variants for sale), upvote offer, tags, category and
// texts; shoppers see the change at once: every cached answer and page is dropped, on every instance.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminProductSchema, productEditSchema } from '@haat/domain/admin/product-edit'
import { updateProduct } from '../../services/admin/update-product.ts'
import { errorAnswers, idSchema } from '../schemas.ts'

export async function updateProductRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a product's price, stock, offer, tags, category and texts",
        security: [{ bearer: [] }],
        params: z.object({ id: idSchema }),
        body: productEditSchema,
        response: { 200: adminProductSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const product = await updateProduct(app.db, req.operator, req.params.id, req.body)
      app.catalogEvents.emit('changed', 'local') // decision 0640: caches and stored pages follow
      return product
    },
  )
}
