// POST /api/admin/orders/{publicId}/deliver — a shipped order reached its shopper (cash on delivery:
// the cash is collected, so the order counts as paid from now).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { adminOrderSchema } from '@haat/domain/admin/admin-orders'
import { adminOrderView } from '../../services/admin/admin-order.ts'
import { deliverOrder } from '../../services/admin/change-order.ts'
import { orderParams } from '../orders/order-params.ts'
import { errorAnswers } from '../schemas.ts'

export async function deliverOrderRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders/:publicId/deliver',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a shipped order delivered (cash on delivery: collected)',
        security: [{ bearer: [] }],
        params: orderParams,
        response: { 200: adminOrderSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const deps = { db: app.db, gateway: app.paymentGateway, log: req.log }
      await deliverOrder(deps, req.operator, req.params.publicId)
      return adminOrderView(app.db, req.operator, req.params.publicId)
    },
  )
}
