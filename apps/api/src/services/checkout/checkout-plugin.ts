// The configured checkout adapter and the per-shopper limits on creating checkouts and paying.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { shopifyCheckout } from '../../adapters/shopify/shopify-checkout.ts'
import { builtinCheckout } from './builtin-checkout.ts'
import type { CheckoutAdapter } from './checkout-adapter.ts'

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutAdapter
    /** preHandler: checkouts created per shopper per minute (Buy Now and the bag share it). */
    checkoutLimit: preHandlerAsyncHookHandler
    /** preHandler: payment attempts per shopper per minute. */
    payLimit: preHandlerAsyncHookHandler
  }
}

/** Signed-in shoppers count as themselves wherever they connect from; guests by address. */
const shopperKey = (req: FastifyRequest) =>
  req.viewer.kind === 'user' ? `user:${req.viewer.userId}` : `ip:${req.ip}`

export const checkoutPlugin = fp(async (app: FastifyInstance) => {
  const env = app.env
  app.decorate(
    'checkout',
    env.CHECKOUT_ADAPTER === 'shopify'
      ? shopifyCheckout(
          app.db,
          {
            storeDomain: env.SHOPIFY_STORE_DOMAIN!,
            token: env.SHOPIFY_STOREFRONT_TOKEN!,
            apiVersion: env.SHOPIFY_API_VERSION,
          },
          app.log,
        )
      : builtinCheckout(app.db, env.PAYMENT_EXPIRY_MINUTES),
  )
  const limit = (max: number, purpose: string) =>
    app.rateLimit({ max, timeWindow: 60_000, keyGenerator: (req) => `${purpose}:${shopperKey(req)}` })
  app.decorate('checkoutLimit', limit(env.CHECKOUT_RATE_LIMIT, 'checkout'))
  app.decorate('payLimit', limit(env.PAY_RATE_LIMIT, 'pay'))
})
