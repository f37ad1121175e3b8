// Spec §7: GET /api/cart/user — the signed-in shopper's server bag.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cartItemSchema } from '@haat/domain/rules/cart-schema'
import { signedInShopper } from '../../services/cart/shopper.ts'
import { getUserCart } from '../../services/cart/user-cart.ts'
import { errorAnswers } from '../schemas.ts'

export const userCartAnswer = z.object({ items: z.array(cartItemSchema) })

export async function getUserCartRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cart/user',
    {
      schema: {
        tags: ['cart'],
        summary: "The signed-in shopper's bag, priced from the catalogue",
        security: [{ bearer: [] }],
        response: { 200: userCartAnswer, ...errorAnswers(401) },
      },
    },
    async (req) => ({ items: await getUserCart(app.db, signedInShopper(req, 'Sign in to see your bag')) }),
  )
}
