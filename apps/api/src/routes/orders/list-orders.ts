// GET /api/orders?page&size — the signed-in shopper's orders, newest first (spec §6: orders).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { orderSummarySchema } from '@haat/domain/catalog/order'
import { pageSchema } from '@haat/domain/catalog/page'
import { pageParamsSchema } from '@haat/domain/rules/paging-schema'
import { signedInShopper } from '../../services/cart/shopper.ts'
import { listOrders } from '../../services/orders/read-orders.ts'
import { errorAnswers } from '../schemas.ts'

export async function listOrdersRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in shopper's orders, newest first",
        security: [{ bearer: [] }],
        querystring: pageParamsSchema,
        response: { 200: pageSchema(orderSummarySchema), ...errorAnswers(400, 401) },
      },
    },
    async (req) => listOrders(app.db, signedInShopper(req, 'Sign in to see your orders').userId, req.query),
  )
}
