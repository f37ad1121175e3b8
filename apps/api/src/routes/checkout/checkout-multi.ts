// Spec §7: POST /api/product/shopify/cart/multi?coupon — checkout of the bag's lines, a checkoutUrl.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { checkoutLinesSchema } from '@haat/domain/rules/checkout-schema'
import { attributeReferredOrder } from '../../services/referrals/attribute-referred-order.ts'
import { shopperOf } from '../../services/cart/shopper.ts'
import { checkoutAnswers, couponSchema } from './checkout-schemas.ts'
import { publicOrigin } from './origin.ts'

export async function checkoutMultiRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/product/shopify/cart/multi',
    {
      bodyLimit: 64 * 1024,
      preHandler: app.checkoutLimit,
      schema: {
        tags: ['checkout'],
        summary: 'Checkout of several lines (prices, discounts and stock decided by the server)',
        security: [{ bearer: [] }, {}],
        querystring: z.object({ coupon: couponSchema }),
        body: checkoutLinesSchema,
        response: checkoutAnswers,
      },
    },
    async (req) => {
      const { checkoutUrl, orderId } = await app.checkout.createCheckout({
        shopper: shopperOf(req),
        lines: req.body,
        coupon: req.query.coupon,
        origin: publicOrigin(req),
      })
      if (orderId) await attributeReferredOrder(app.db, req, orderId)
      return { checkoutUrl }
    },
  )
}
