// A platform-channel checkout: the lines become a cart on the brand's own Shopify store (or the default
// SHOPIFY_* store) and the shopper pays on Shopify's checkout. Guests may check out there (Shopify asks
// for their details). The lines were checked against the catalogue before this is called.
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import type { FastifyBaseLogger } from 'fastify'
import { HttpError } from '../../http/errors.ts'
import type { ShopSettings } from '../../repositories/brand-shops.ts'
import type { ResolvedLine } from '../../services/cart/resolve-lines.ts'
import { cartCreate } from './storefront-client.ts'

/** The variant's stored Shopify GID, else one made from its id (catalogues imported with Shopify ids). */
export function merchandiseId(variantId: number, externalId: string | null): string {
  if (externalId?.startsWith('gid://')) return externalId
  return `gid://shopify/ProductVariant/${externalId ?? variantId}`
}

export async function shopifyCart(
  shop: ShopSettings,
  lines: readonly ResolvedLine[],
  discountCodes: readonly string[],
  log: FastifyBaseLogger,
): Promise<{ checkoutUrl: string }> {
  const result = await cartCreate(
    { storeDomain: shop.storeDomain, token: shop.storefrontToken, apiVersion: shop.storefrontApiVersion },
    {
      lines: lines.map((l) => ({
        merchandiseId: merchandiseId(l.variantId, l.externalId),
        quantity: l.quantity,
      })),
      ...(discountCodes.length && { discountCodes: [...discountCodes] }),
    },
  )
  if (result.ok) return { checkoutUrl: result.checkoutUrl }
  // Operators need to hear about both: a rejection can mean a catalogue out of step with Shopify.
  log.warn({ shopify: result, shop: shop.key }, 'Shopify cartCreate failed')
  if (result.kind === 'rejected') throw new HttpError(422, CHECKOUT_ERRORS.checkoutRejected, result.message)
  throw new HttpError(502, CHECKOUT_ERRORS.checkoutUnavailable, result.message)
}
