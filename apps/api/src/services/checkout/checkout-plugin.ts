// The checkout (routed by brand channel), the shops it can send lines to, and the per-shopper limits on
// creating checkouts and paying.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { loadSettingsKey } from '../secrets/settings-key.ts'
import { secretBox } from '../secrets/secret-box.ts'
import { builtinCheckout } from './builtin-checkout.ts'
import type { CheckoutAdapter } from './checkout-adapter.ts'
import type { ShopDirectory } from './checkout-destinations.ts'
import { channelCheckout } from './channel-checkout.ts'

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutAdapter
    /** Brands' own Shopify stores (sealed tokens) and the default one. */
    shops: ShopDirectory
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
  const box = secretBox(await loadSettingsKey(app.db, env, app.log))
  const shops: ShopDirectory = {
    box,
    defaultShop:
      env.CHECKOUT_ADAPTER === 'shopify'
        ? {
            key: 'default',
            storeDomain: env.SHOPIFY_STORE_DOMAIN!,
            storefrontApiVersion: env.SHOPIFY_API_VERSION,
            storefrontToken: env.SHOPIFY_STOREFRONT_TOKEN!,
            adminToken: env.SHOPIFY_ADMIN_TOKEN!,
          }
        : null,
    adminApiVersion: env.SHOPIFY_ADMIN_API_VERSION,
  }
  app.decorate('shops', shops)
  app.decorate(
    'checkout',
    channelCheckout(app.db, shops, builtinCheckout(app.db, env.PAYMENT_EXPIRY_MINUTES), app.log),
  )
  const limit = (max: number, purpose: string) =>
    app.rateLimit({ max, timeWindow: 60_000, keyGenerator: (req) => `${purpose}:${shopperKey(req)}` })
  app.decorate('checkoutLimit', limit(env.CHECKOUT_RATE_LIMIT, 'checkout'))
  app.decorate('payLimit', limit(env.PAY_RATE_LIMIT, 'pay'))
})
