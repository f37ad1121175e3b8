// A fake Shopify Storefront API: checks each request the way Shopify would (path with the API version,
// the access-token header, a cartCreate mutation with well-formed lines) and answers like Shopify:
// a cart with a checkoutUrl, userErrors for the code 'EXPIRED' or a sold-out variant id, or a refusal
// naming what was wrong with the request.
import { checkAgainstSchema } from './shopify-storefront-products.ts'
import { answerAdmin, FAKE_ADMIN_VERSION, type AdminState } from './shopify-admin.ts'
import { startFake, type FakeAnswer, type FakeServer, type Received } from './listen.ts'

export const FAKE_SHOPIFY_TOKEN = 'storefront-test-token'
export const FAKE_ADMIN_TOKEN = 'shpat_admin-test-token'
export const FAKE_SHOPIFY_VERSION = '2025-07'
/** The settings that make a fake shop the default store of platform-channel brands. */
export const fakeShopifySettings = (origin: string) => ({
  CHECKOUT_ADAPTER: 'shopify',
  SHOPIFY_STORE_DOMAIN: origin,
  SHOPIFY_STOREFRONT_TOKEN: FAKE_SHOPIFY_TOKEN,
  SHOPIFY_API_VERSION: FAKE_SHOPIFY_VERSION,
  SHOPIFY_ADMIN_TOKEN: FAKE_ADMIN_TOKEN,
  SHOPIFY_ADMIN_API_VERSION: FAKE_ADMIN_VERSION,
})
export type Tokens = { storefront: string; admin: string }
/** Shopify says this variant is sold out (Shopify's own view can differ from the store's catalogue). */
export const FAKE_SOLD_OUT_GID = 'gid://shopify/ProductVariant/999001'

type Line = { merchandiseId: unknown; quantity: unknown }
type Body = { query?: unknown; variables?: { input?: { lines?: Line[]; discountCodes?: unknown } } }

function problems(req: Received, token: string): string[] {
  const out: string[] = []
  if (req.method !== 'POST') out.push(`method ${req.method}`)
  if (req.url !== `/api/${FAKE_SHOPIFY_VERSION}/graphql.json`) out.push(`path ${req.url}`)
  if (req.headers['x-shopify-storefront-access-token'] !== token) out.push('access token header')
  if (!String(req.headers['content-type']).startsWith('application/json')) out.push('content-type')
  const body = req.body as Body
  // The published Storefront schema (2025-07) decides whether the document and its variables are valid.
  out.push(...checkAgainstSchema(body as Parameters<typeof checkAgainstSchema>[0]).map((e) => `schema: ${e}`))
  if (
    typeof body?.query !== 'string' ||
    !/mutation\s+\w*\s*\(\$input: CartInput!\)[\s\S]*cartCreate\(input: \$input\)/.test(body.query)
  ) {
    out.push('query is not a cartCreate mutation')
  } else if (!/checkoutUrl/.test(body.query) || !/userErrors\s*\{[^}]*message/.test(body.query)) {
    out.push('query does not ask for checkoutUrl and userErrors')
  }
  const lines = body?.variables?.input?.lines
  if (!Array.isArray(lines) || lines.length === 0) out.push('variables.input.lines')
  for (const l of lines ?? []) {
    if (
      typeof l.merchandiseId !== 'string' ||
      !/^gid:\/\/shopify\/ProductVariant\/\d+$/.test(l.merchandiseId)
    ) {
      out.push(`merchandiseId ${String(l.merchandiseId)}`)
    }
    if (!Number.isInteger(l.quantity) || (l.quantity as number) < 1)
      out.push(`quantity ${String(l.quantity)}`)
  }
  const codes = body?.variables?.input?.discountCodes
  if (codes !== undefined && (!Array.isArray(codes) || codes.some((c) => typeof c !== 'string'))) {
    out.push('discountCodes')
  }
  return out
}

function answerStorefront(req: Received, token: string): FakeAnswer {
  const wrong = problems(req, token)
  if (wrong.length)
    return { status: 400, body: { errors: [{ message: `fake Shopify refused: ${wrong.join(', ')}` }] } }
  const input = (req.body as Body).variables!.input!
  const userErrors = []
  if ((input.discountCodes as string[] | undefined)?.includes('EXPIRED')) {
    userErrors.push({
      field: ['input', 'discountCodes'],
      message: 'Discount code EXPIRED has expired',
      code: 'INVALID',
    })
  }
  if (input.lines!.some((l) => l.merchandiseId === FAKE_SOLD_OUT_GID)) {
    userErrors.push({ field: ['input', 'lines', '0'], message: 'The variant is sold out', code: 'INVALID' })
  }
  const cart = userErrors.length
    ? null
    : {
        id: 'gid://shopify/Cart/c1-fake',
        checkoutUrl: `https://fake-shop.example/cart/c/c1-fake?key=${req.url.length}`,
      }
  return { status: 200, body: { data: { cartCreate: { cart, userErrors } } } }
}

export type FakeShop = FakeServer & {
  /** Discount codes created through the Admin API, by code. */
  discounts: AdminState['discounts']
  /** The Storefront (cartCreate) and Admin (discountCodeBasicCreate) requests, apart. */
  carts: () => Received[]
  adminCalls: () => Received[]
}

/** One fake Shopify store (Storefront + Admin API) on its own origin, with its own tokens. */
export async function startFakeShopify(
  tokens: Tokens = { storefront: FAKE_SHOPIFY_TOKEN, admin: FAKE_ADMIN_TOKEN },
): Promise<FakeShop> {
  const state: AdminState = { discounts: new Map(), token: tokens.admin }
  const isAdmin = (r: Received) => r.url.startsWith('/admin/')
  const server = await startFake((req) =>
    isAdmin(req) ? answerAdmin(req, state) : answerStorefront(req, tokens.storefront),
  )
  return {
    ...server,
    discounts: state.discounts,
    carts: () => server.received.filter((r) => !isAdmin(r)),
    adminCalls: () => server.received.filter(isAdmin),
  }
}
