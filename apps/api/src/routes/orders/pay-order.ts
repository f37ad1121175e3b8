// POST /api/orders/{publicId}/pay — delivery address and cash on delivery (online payments: /payment).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { orderSchema } from '@haat/domain/catalog/order'
import { payBodySchema } from '@haat/domain/rules/checkout-schema'
import { signedInShopper } from '../../services/cart/shopper.ts'
import { payOrder } from '../../services/orders/pay-order.ts'
import { errorAnswers } from '../schemas.ts'
import { orderParams } from './order-params.ts'

export async function payOrderRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders/:publicId/pay',
    {
      bodyLimit: 16 * 1024,
      preHandler: app.payLimit,
      schema: {
        tags: ['orders'],
        summary: 'Place a pending order for cash on delivery',
        security: [{ bearer: [] }],
        params: orderParams,
        body: payBodySchema,
        response: { 200: orderSchema, ...errorAnswers(400, 401, 404, 409, 413, 422, 429) },
      },
    },
    async (req) => {
      const { userId } = signedInShopper(req, 'Sign in to pay for your order')
      const method = req.body.payment.method
      try {
        const order = await payOrder(app.db, app.shippingRules, userId, req.params.publicId, req.body)
        app.metrics.payments.inc({ method, outcome: 'succeeded' })
        app.metrics.orders.inc({ status: order.status })
        app.jobs.kick() // the confirmation email leaves now rather than at the next poll
        return order
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode ?? 500
        const outcome = status === 402 ? 'declined' : status < 500 ? 'refused' : 'error'
        app.metrics.payments.inc({ method, outcome })
        throw err
      }
    },
  )
}
