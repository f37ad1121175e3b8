// The upvote discount on a brand's own Shopify store (decision 0621): for each product in this checkout
// that has an offer AND that this shopper upvoted, a fresh single-use code limited to its variants is
// created through the Admin API and recorded. Nobody else's code, and no code for a product not upvoted,
// ever reaches Shopify; the offer code the browser keeps is not sent at all.
import { randomBytes } from 'node:crypto'
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import { discountCodeBasicCreate } from '../../adapters/shopify/admin-discounts.ts'
import { merchandiseId } from '../../adapters/shopify/shopify-checkout.ts'
import type { Db } from '../../db/client.ts'
import { shopifyDiscountCodes } from '../../db/schema.ts'
import { HttpError } from '../../http/errors.ts'
import type { ShopSettings } from '../../repositories/brand-shops.ts'
import type { ResolvedLine } from '../cart/resolve-lines.ts'
import { upvotedProducts, type Shopper } from '../cart/shopper.ts'

/** Long enough for a shopper to finish Shopify's checkout; the code is single-use anyway. */
export const UPVOTE_CODE_HOURS = 48

/** 'HAAT-' and 16 base32 characters (80 random bits): not guessable from another shopper's code. */
export function newUpvoteCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return `HAAT-${[...randomBytes(16)].map((b) => alphabet[b & 31]).join('')}`
}

export async function upvoteDiscountCodes(
  db: Db,
  shop: ShopSettings,
  adminApiVersion: string,
  shopper: Shopper,
  lines: readonly ResolvedLine[],
): Promise<string[]> {
  const offered = lines.filter((l) => l.offer)
  if (!offered.length || !shopper.voterKey) return []
  const upvoted = await upvotedProducts(
    db,
    shopper,
    offered.map((l) => l.productId),
  )
  const codes: string[] = []
  for (const productId of upvoted) {
    const productLines = offered.filter((l) => l.productId === productId)
    const { offer, title } = productLines[0]!
    const code = newUpvoteCode()
    const startsAt = new Date()
    const endsAt = new Date(startsAt.getTime() + UPVOTE_CODE_HOURS * 3_600_000)
    const created = await discountCodeBasicCreate(
      { storeDomain: shop.storeDomain, adminToken: shop.adminToken, apiVersion: adminApiVersion },
      {
        code,
        title: `Haat upvote: ${title} (${code})`,
        offer: offer!,
        variantGids: productLines.map((l) => merchandiseId(l.variantId, l.externalId)),
        startsAt,
        endsAt,
      },
    )
    if (!created.ok)
      throw new HttpError(
        502,
        CHECKOUT_ERRORS.checkoutUnavailable,
        `Shopify could not issue your upvote discount: ${created.message}`,
      )
    await db.insert(shopifyDiscountCodes).values({
      shop: shop.key,
      productId,
      voterKey: shopper.voterKey,
      code,
      discountId: created.discountId,
      endsAt,
    })
    codes.push(code)
  }
  return codes
}
