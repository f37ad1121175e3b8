// Spec §7: POST /api/product/{id}/shopify/cart?variantId&quantity — Buy Now, one line, a checkoutUrl.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MAX_LINE_QUANTITY } from '@haat/domain/rules/selection'
import { attributeReferredOrder } from '../../services/referrals/attribute-referred-order.ts'
import { shopperOf } from '../../services/cart/shopper.ts'
import { idSchema } from '../schemas.ts'
import { checkoutAnswers, couponSchema } from './checkout-schemas.ts'
import { publicOrigin } from './origin.ts'

export async function buyNowRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/product/:id/shopify/cart',
    {
      preHandler: app.checkoutLimit,
      schema: {
        tags: ['checkout'],
        summary: 'Buy Now: a checkout for one variant (built-in order or Shopify cart)',
        security: [{ bearer: [] }, {}],
        params: z.object({ id: idSchema }),
        querystring: z.object({
          variantId: idSchema,
          quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
          coupon: couponSchema,
        }),
        response: checkoutAnswers,
      },
    },
    async (req) => {
      const { variantId, quantity, coupon } = req.query
      const { checkoutUrl, orderId } = await app.checkout.createCheckout({
        shopper: shopperOf(req),
        lines: [{ productId: req.params.id, variantId, quantity }],
        coupon,
        origin: publicOrigin(req),
      })
      if (orderId) await attributeReferredOrder(app.db, req, orderId)
      return { checkoutUrl }
    },
  )
}
