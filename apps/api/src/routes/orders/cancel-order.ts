// POST /api/orders/{publicId}/cancel — cancel before shipping; a paid order is refunded in full.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { orderSchema } from '@haat/domain/catalog/order'
import { signedInShopper } from '../../services/cart/shopper.ts'
import { cancelOrder } from '../../services/orders/cancel-order.ts'
import { errorAnswers } from '../schemas.ts'
import { orderParams } from './order-params.ts'

export async function cancelOrderRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders/:publicId/cancel',
    {
      preHandler: app.payLimit,
      schema: {
        tags: ['orders'],
        summary: 'Cancel an order before it ships (paid orders are refunded through the gateway)',
        security: [{ bearer: [] }],
        params: orderParams,
        response: { 200: orderSchema, ...errorAnswers(400, 401, 404, 409, 429) },
      },
    },
    async (req) => {
      const { userId } = signedInShopper(req, 'Sign in to cancel your order')
      const order = await cancelOrder(
        { db: app.db, gateway: app.paymentGateway, log: req.log },
        userId,
        req.params.publicId,
      )
      app.jobs.kick() // its email leaves now rather than at the next poll
      return order
    },
  )
}
