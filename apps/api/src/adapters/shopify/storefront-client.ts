// Shopify Storefront API (GraphQL): the one mutation the store needs, cartCreate. Failures of the
// network or of Shopify itself come back as CHECKOUT_UNAVAILABLE; Shopify's userErrors as rejections.
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

type CartCreateAnswer = {
  data?: {
    cartCreate?: {
      cart?: { checkoutUrl?: string } | null
      userErrors?: { message: string }[]
    } | null
  }
  errors?: { message: string }[]
}

/** 'shop.myshopify.com' → 'https://shop.myshopify.com'; a full origin (a test fake) is kept. */
export function storefrontEndpoint({ storeDomain, apiVersion }: StorefrontSettings): string {
  const origin = /^https?:\/\//.test(storeDomain) ? storeDomain : `https://${storeDomain}`
  return `${origin.replace(/\/+$/, '')}/api/${apiVersion}/graphql.json`
}

export async function cartCreate(
  settings: StorefrontSettings,
  input: CartCreateInput,
): Promise<CartCreateResult> {
  let answer: CartCreateAnswer
  try {
    const res = await fetch(storefrontEndpoint(settings), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'X-Shopify-Storefront-Access-Token': settings.token,
      },
      body: JSON.stringify({ query: CART_CREATE, variables: { input } }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!res.ok) return { ok: false, kind: 'unavailable', message: `Shopify answered ${res.status}` }
    answer = (await res.json()) as CartCreateAnswer
  } catch (err) {
    return {
      ok: false,
      kind: 'unavailable',
      message: `Shopify could not be reached: ${(err as Error).message}`,
    }
  }
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
