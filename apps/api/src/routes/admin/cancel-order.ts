// POST /api/admin/orders/{publicId}/cancel — the shopper's cancellation (issue 12) done by an operator:
// a paid order is refunded in full through the payment gateway; the shopper is mailed.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { adminOrderSchema } from '@haat/domain/admin/admin-orders'
import { adminOrderView } from '../../services/admin/admin-order.ts'
import { cancelOrderAsOperator } from '../../services/admin/change-order.ts'
import { orderParams } from '../orders/order-params.ts'
import { errorAnswers } from '../schemas.ts'

export async function cancelAdminOrderRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders/:publicId/cancel',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cancel an order before it ships; a paid one is refunded through the gateway',
        security: [{ bearer: [] }],
        params: orderParams,
        response: { 200: adminOrderSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const deps = { db: app.db, gateway: app.paymentGateway, log: req.log }
      await cancelOrderAsOperator(deps, req.operator, req.params.publicId)
      app.jobs.kick()
      return adminOrderView(app.db, req.operator, req.params.publicId)
    },
  )
}
