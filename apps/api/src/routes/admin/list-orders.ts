// GET /api/admin/orders?status&brand&from&to&page — orders for the admin's list, newest first.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { adminOrderFiltersSchema, adminOrderPageSchema } from '@haat/domain/admin/admin-orders'
import { listAdminOrders } from '../../services/admin/list-admin-orders.ts'
import { errorAnswers } from '../schemas.ts'

export async function listAdminOrdersRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/orders',
    {
      schema: {
        tags: ['admin'],
        summary: "Orders, filtered by status, brand and day placed (a brand user's: its own)",
        security: [{ bearer: [] }],
        querystring: adminOrderFiltersSchema,
        response: { 200: adminOrderPageSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (req) => listAdminOrders(app.db, req.operator, req.query),
  )
}
