// CHECKOUT_ADAPTER=shopify: the lines become a Shopify cart; the shopper pays on Shopify's checkout.
// Guests may check out here (Shopify asks for their details). Lines are still checked against the
// catalogue first, so the shopper hears about a sold-out variant before leaving the store.
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import type { CheckoutAdapter } from '../../services/checkout/checkout-adapter.ts'
import { checkoutLines } from '../../services/checkout/checkout-lines.ts'
import { cartCreate, type StorefrontSettings } from './storefront-client.ts'

/** The variant's stored Shopify GID, else one made from its id (catalogues imported with Shopify ids). */
export function merchandiseId(variantId: number, externalId: string | null): string {
  if (externalId?.startsWith('gid://')) return externalId
  return `gid://shopify/ProductVariant/${externalId ?? variantId}`
}

export function shopifyCheckout(
  db: Db,
  settings: StorefrontSettings,
  log: FastifyBaseLogger,
): CheckoutAdapter {
  return {
    name: 'shopify',
    async createCheckout({ lines: requested, coupon }) {
      const lines = await checkoutLines(db, requested)
      const result = await cartCreate(settings, {
        lines: lines.map((l) => ({
          merchandiseId: merchandiseId(l.variantId, l.externalId),
          quantity: l.quantity,
        })),
        ...(coupon && { discountCodes: [coupon.trim()] }),
      })
      if (result.ok) return { checkoutUrl: result.checkoutUrl }
      // Operators need to hear about both: a rejection can mean a catalogue out of step with Shopify.
      log.warn({ shopify: result }, 'Shopify cartCreate failed')
      if (result.kind === 'rejected')
        throw new HttpError(422, CHECKOUT_ERRORS.checkoutRejected, result.message)
      throw new HttpError(502, CHECKOUT_ERRORS.checkoutUnavailable, result.message)
    },
  }
}
