// GET /api/admin/products?q&page — products to edit (a brand user's: its own), most upvoted first.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { adminProductFiltersSchema, adminProductPageSchema } from '@haat/domain/admin/product-edit'
import { listAdminProducts } from '../../services/admin/admin-product.ts'
import { errorAnswers } from '../schemas.ts'

export async function listAdminProductsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Products to edit, most upvoted first, found by title',
        security: [{ bearer: [] }],
        querystring: adminProductFiltersSchema,
        response: { 200: adminProductPageSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (req) => listAdminProducts(app.db, req.operator, req.query),
  )
}
