// POST /api/admin/orders/{publicId}/ship {carrier, trackingNumber, trackingUrl?} — a paid or cash-on-
// delivery order leaves with the courier; the shopper gets the "on its way" mail with the tracking.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { adminOrderSchema, shipOrderSchema } from '@haat/domain/admin/admin-orders'
import { adminOrderView } from '../../services/admin/admin-order.ts'
import { shipOrder } from '../../services/admin/change-order.ts'
import { orderParams } from '../orders/order-params.ts'
import { errorAnswers } from '../schemas.ts'

export async function shipOrderRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders/:publicId/ship',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark an order shipped with its tracking number (mails the shopper)',
        security: [{ bearer: [] }],
        params: orderParams,
        body: shipOrderSchema,
        response: { 200: adminOrderSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const deps = { db: app.db, gateway: app.paymentGateway, log: req.log }
      await shipOrder(deps, req.operator, req.params.publicId, req.body)
      app.jobs.kick()
      return adminOrderView(app.db, req.operator, req.params.publicId)
    },
  )
}
