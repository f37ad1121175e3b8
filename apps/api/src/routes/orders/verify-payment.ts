// POST /api/orders/{publicId}/payment/verify — Razorpay Checkout's handler result → the PAID order.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { orderSchema } from '@haat/domain/catalog/order'
import { paymentVerifyBodySchema } from '@haat/domain/rules/checkout-schema'
import { signedInShopper } from '../../services/cart/shopper.ts'
import { verifyPayment } from '../../services/payments/verify-payment.ts'
import { errorAnswers } from '../schemas.ts'
import { orderParams } from './order-params.ts'

export async function verifyPaymentRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders/:publicId/payment/verify',
    {
      bodyLimit: 4 * 1024,
      preHandler: app.payLimit,
      schema: {
        tags: ['orders'],
        summary: 'Confirm a payment: signature checked, payment fetched from the gateway, then PAID',
        security: [{ bearer: [] }],
        params: orderParams,
        body: paymentVerifyBodySchema,
        response: { 200: orderSchema, ...errorAnswers(400, 401, 402, 404, 409, 413, 422, 429, 502, 503) },
      },
    },
    async (req) => {
      const { userId } = signedInShopper(req, 'Sign in to pay for your order')
      const deps = { db: app.db, gateway: app.paymentGateway, log: req.log }
      const order = await verifyPayment(deps, userId, req.params.publicId, req.body)
      app.jobs.kick() // its email leaves now rather than at the next poll
      return order
    },
  )
}
