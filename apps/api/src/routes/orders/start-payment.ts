// POST /api/orders/{publicId}/payment — starts an online payment: the gateway order and Checkout options.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { paymentSessionSchema } from '@haat/domain/catalog/order'
import { paymentSessionBodySchema } from '@haat/domain/rules/checkout-schema'
import { signedInShopper } from '../../services/cart/shopper.ts'
import { startPayment } from '../../services/payments/start-payment.ts'
import { errorAnswers } from '../schemas.ts'
import { orderParams } from './order-params.ts'

export async function startPaymentRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders/:publicId/payment',
    {
      bodyLimit: 16 * 1024,
      preHandler: app.payLimit,
      schema: {
        tags: ['orders'],
        summary: 'Start paying a pending order online (stock checked again; one gateway order per attempt)',
        security: [{ bearer: [] }],
        params: orderParams,
        body: paymentSessionBodySchema,
        response: { 200: paymentSessionSchema, ...errorAnswers(400, 401, 404, 409, 413, 422, 429, 502, 503) },
      },
    },
    async (req) => {
      const { userId } = signedInShopper(req, 'Sign in to pay for your order')
      const email = req.viewer.kind === 'user' ? (req.viewer.email ?? undefined) : undefined
      return startPayment(app.db, app.paymentGateway, { userId, email }, req.params.publicId, req.body)
    },
  )
}
