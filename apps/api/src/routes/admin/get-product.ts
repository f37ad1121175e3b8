// GET /api/admin/products/{id} — a product's editable fields, variants and the categories to pick from.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminProductSchema } from '@haat/domain/admin/product-edit'
import { adminProductView } from '../../services/admin/admin-product.ts'
import { errorAnswers, idSchema } from '../schemas.ts'

export async function getAdminProductRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "A product's editable fields",
        security: [{ bearer: [] }],
        params: z.object({ id: idSchema }),
        response: { 200: adminProductSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (req) => adminProductView(app.db, req.operator, req.params.id),
  )
}
