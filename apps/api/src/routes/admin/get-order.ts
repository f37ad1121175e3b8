// GET /api/admin/orders/{publicId} — one order with its shopper, brands, allowed actions and history.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { adminOrderSchema } from '@haat/domain/admin/admin-orders'
import { adminOrderView } from '../../services/admin/admin-order.ts'
import { orderParams } from '../orders/order-params.ts'
import { errorAnswers } from '../schemas.ts'

export async function getAdminOrderRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/orders/:publicId',
    {
      schema: {
        tags: ['admin'],
        summary: 'One order as operators see it',
        security: [{ bearer: [] }],
        params: orderParams,
        response: { 200: adminOrderSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (req) => adminOrderView(app.db, req.operator, req.params.publicId),
  )
}
