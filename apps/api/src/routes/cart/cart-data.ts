// Spec §7: POST /api/cart/data — details of a list of bag lines for anyone (guest or signed in).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { cartDataSchema } from '@haat/domain/catalog/order'
import { itemLinesSchema } from '@haat/domain/rules/checkout-schema'
import { describeCart } from '../../services/cart/cart-data.ts'
import { shopperOf } from '../../services/cart/shopper.ts'
import { errorAnswers } from '../schemas.ts'

export async function cartDataRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/cart/data',
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['cart'],
        summary: "Bag lines priced from the catalogue, with this shopper's upvote discounts",
        security: [{ bearer: [] }, {}],
        body: itemLinesSchema,
        response: { 200: cartDataSchema, ...errorAnswers(400, 401, 413) },
      },
    },
    async (req) => describeCart(app.db, app.shops, shopperOf(req), req.body),
  )
}
