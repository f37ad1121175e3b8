// The checkout both calls use: lines checked against the catalogue, then sent where their brand sells
// (checkout-destinations.ts). One checkout goes to one place: a bag whose lines go to different places
// gets 409 MIXED_CHECKOUT naming the parts, and the bag checks out each part in turn (decision 0622).
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import type { FastifyBaseLogger } from 'fastify'
import { shopifyCart } from '../../adapters/shopify/shopify-checkout.ts'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import type { CheckoutAdapter } from './checkout-adapter.ts'
import { destinationsOf, type ShopDirectory } from './checkout-destinations.ts'
import { checkoutLines } from './checkout-lines.ts'
import { upvoteDiscountCodes } from './upvote-discount-codes.ts'

export function channelCheckout(
  db: Db,
  shops: ShopDirectory,
  builtin: CheckoutAdapter,
  log: FastifyBaseLogger,
): CheckoutAdapter {
  return {
    name: 'channel',
    async createCheckout(request) {
      const lines = await checkoutLines(db, request.lines)
      const destinations = await destinationsOf(db, shops, lines)
      const groups = new Map(destinations.map((d) => [d.group, { ...d, brands: new Set<string>() }]))
      destinations.forEach((d, i) => groups.get(d.group)!.brands.add(lines[i]!.brandName))
      if (groups.size > 1) {
        const parts = [...groups.values()].map((g) =>
          g.shop ? `${[...g.brands].join(', ')} on Shopify` : 'the rest in this store',
        )
        throw new HttpError(
          409,
          CHECKOUT_ERRORS.mixedCheckout,
          `These items check out separately: ${parts.join('; ')}. Check out each part in turn.`,
        )
      }
      const shop = destinations[0]?.shop
      if (!shop) return builtin.createCheckout(request)
      // The coupon the browser keeps is never sent to Shopify: upvotes alone earn codes there.
      const codes = await upvoteDiscountCodes(db, shop, shops.adminApiVersion, request.shopper, lines)
      return shopifyCart(shop, lines, codes, log)
    },
  }
}
