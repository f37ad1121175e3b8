// Shopify Admin API (GraphQL): discountCodeBasicCreate, the single-use code an upvote earns on a
// brand's own store (decision 0621). Needs an Admin API token with the write_discounts scope.
import type { Offer } from '@haat/domain/catalog/product'
import { postGraphql, shopOrigin } from './graphql-post.ts'

export type AdminSettings = { storeDomain: string; adminToken: string; apiVersion: string }

export const DISCOUNT_CODE_BASIC_CREATE = `mutation discountCodeBasicCreate($basicCodeDiscount: DiscountCodeBasicInput!) {
  discountCodeBasicCreate(basicCodeDiscount: $basicCodeDiscount) {
    codeDiscountNode { id }
    userErrors { field message code }
  }
}`

export type UpvoteDiscount = {
  code: string
  /** Shown to the merchant in Shopify admin → Discounts. */
  title: string
  offer: Pick<Offer, 'type' | 'value'>
  /** The variants of the upvoted product in this checkout (gid://shopify/ProductVariant/…). */
  variantGids: string[]
  startsAt: Date
  endsAt: Date
}

/** DiscountCodeBasicInput (Admin API 2025-10 and later: `context` replaced `customerSelection`). */
export function discountCodeBasicInput(d: UpvoteDiscount) {
  return {
    title: d.title,
    code: d.code,
    startsAt: d.startsAt.toISOString(),
    endsAt: d.endsAt.toISOString(),
    context: { all: 'ALL' },
    customerGets: {
      // Whole rupees in the catalogue; Shopify's Decimal is a string. PERCENT as a fraction 0–1.
      value:
        d.offer.type === 'PERCENT'
          ? { percentage: d.offer.value / 100 }
          : { discountAmount: { amount: d.offer.value.toFixed(2), appliesOnEachItem: true } },
      items: { products: { productVariantsToAdd: d.variantGids } },
    },
    // Single use: one order, one shopper. Upvote codes of several products in one cart combine.
    usageLimit: 1,
    appliesOncePerCustomer: true,
    combinesWith: { productDiscounts: true, orderDiscounts: false, shippingDiscounts: true },
  }
}

type CreateData = {
  discountCodeBasicCreate?: {
    codeDiscountNode?: { id: string } | null
    userErrors?: { message: string }[]
  } | null
}

export async function discountCodeBasicCreate(
  settings: AdminSettings,
  discount: UpvoteDiscount,
): Promise<{ ok: true; discountId: string } | { ok: false; message: string }> {
  const posted = await postGraphql<CreateData>(
    `${shopOrigin(settings.storeDomain)}/admin/api/${settings.apiVersion}/graphql.json`,
    { 'X-Shopify-Access-Token': settings.adminToken },
    DISCOUNT_CODE_BASIC_CREATE,
    { basicCodeDiscount: discountCodeBasicInput(discount) },
  )
  if (!posted.ok) return posted
  const result = posted.answer.data?.discountCodeBasicCreate
  const errors = result?.userErrors?.length ? result.userErrors : (posted.answer.errors ?? [])
  const id = result?.codeDiscountNode?.id
  if (errors.length || !id)
    return { ok: false, message: errors.map((e) => e.message).join('; ') || 'no discount in the answer' }
  return { ok: true, discountId: id }
}
