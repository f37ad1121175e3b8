// GET /api/orders/{publicId} — one of the signed-in shopper's orders (others' answer 404).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { orderSchema } from '@haat/domain/catalog/order'
import { signedInShopper } from '../../services/cart/shopper.ts'
import { getOrder } from '../../services/orders/read-orders.ts'
import { errorAnswers } from '../schemas.ts'
import { orderParams } from './order-params.ts'

export async function getOrderRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/orders/:publicId',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order of the signed-in shopper',
        security: [{ bearer: [] }],
        params: orderParams,
        response: { 200: orderSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (req) => {
      const { userId } = signedInShopper(req, 'Sign in to see your orders')
      return getOrder(app.db, userId, req.params.publicId)
    },
  )
}
