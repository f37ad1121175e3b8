// Spec §7: POST /api/cart — replaces the signed-in shopper's whole bag (client prices are ignored).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { itemLinesSchema } from '@haat/domain/rules/checkout-schema'
import { signedInShopper } from '../../services/cart/shopper.ts'
import { replaceUserCart } from '../../services/cart/user-cart.ts'
import { errorAnswers } from '../schemas.ts'
import { userCartAnswer } from './get-user-cart.ts'

export async function replaceCartRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/cart',
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['cart'],
        summary: "Replace the signed-in shopper's bag (productId, variantId and quantity are read)",
        security: [{ bearer: [] }],
        body: itemLinesSchema,
        response: { 200: userCartAnswer, ...errorAnswers(400, 401, 413) },
      },
    },
    async (req) => {
      const shopper = signedInShopper(req, 'Sign in to keep your bag')
      return { items: await replaceUserCart(app.db, shopper, req.body) }
    },
  )
}
