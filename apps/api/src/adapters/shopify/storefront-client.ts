// Shopify Storefront API (GraphQL): the one mutation the store needs, cartCreate. Failures of the
// network or of Shopify itself come back as CHECKOUT_UNAVAILABLE; Shopify's userErrors as rejections.
import { postGraphql, shopOrigin } from './graphql-post.ts'

export type StorefrontSettings = { storeDomain: string; token: string; apiVersion: string }
export type CartCreateInput = {
  lines: { merchandiseId: string; quantity: number }[]
  discountCodes?: string[]
}
export type CartCreateResult =
  { ok: true; checkoutUrl: string } | { ok: false; kind: 'rejected' | 'unavailable'; message: string }

export const CART_CREATE = `mutation cartCreate($input: CartInput!) {
  cartCreate(input: $input) {
    cart { id checkoutUrl }
    userErrors { field message code }
  }
}`

type CartCreateData = {
  cartCreate?: {
    cart?: { checkoutUrl?: string } | null
    userErrors?: { message: string }[]
  } | null
}

export function storefrontEndpoint({ storeDomain, apiVersion }: StorefrontSettings): string {
  return `${shopOrigin(storeDomain)}/api/${apiVersion}/graphql.json`
}

export async function cartCreate(
  settings: StorefrontSettings,
  input: CartCreateInput,
): Promise<CartCreateResult> {
  const posted = await postGraphql<CartCreateData>(
    storefrontEndpoint(settings),
    { 'X-Shopify-Storefront-Access-Token': settings.token },
    CART_CREATE,
    { input },
  )
  if (!posted.ok) return { ok: false, kind: 'unavailable', message: posted.message }
  const { answer } = posted
  const result = answer.data?.cartCreate
  const userErrors = result?.userErrors ?? []
  if (userErrors.length)
    return { ok: false, kind: 'rejected', message: userErrors.map((e) => e.message).join('; ') }
  const checkoutUrl = result?.cart?.checkoutUrl
  if (!checkoutUrl) {
    const why = answer.errors?.map((e) => e.message).join('; ') || 'no checkout URL in the answer'
    return { ok: false, kind: 'unavailable', message: `Shopify cart not created: ${why}` }
  }
  return { ok: true, checkoutUrl }
}
