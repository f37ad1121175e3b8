// Platform-channel lines on the default SHOPIFY_* store, against a local fake Shopify (Storefront and
// Admin API) that checks each request as Shopify would. The upvote discount reaches Shopify only as a
// single-use code made for the shopper who upvoted (decision 0621).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadEnv } from '../../src/config/env.ts'
import { brands, orders, shopifyDiscountCodes, variants } from '../../src/db/schema.ts'
import {
  FAKE_ADMIN_TOKEN,
  FAKE_SHOPIFY_TOKEN,
  FAKE_SOLD_OUT_GID,
  fakeShopifySettings,
  startFakeShopify,
  type FakeShop,
} from '../support/fakes/shopify-storefront.ts'
import { buildShop, line, upvote, type ShopContext } from '../support/shop.ts'

let ctx: ShopContext
let shopify: FakeShop
beforeAll(async () => {
  shopify = await startFakeShopify()
  ctx = await buildShop(fakeShopifySettings(shopify.origin))
  await ctx.db.update(brands).set({ salesChannel: 'SHOPIFY' })
})
afterAll(() => shopify.close())

const multi = (payload: unknown, coupon?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/product/shopify/cart/multi${coupon ? `?coupon=${coupon}` : ''}`,
    headers,
    payload: payload as object,
  })
type CartBody = { query: string; variables: { input: { lines: unknown[]; discountCodes?: string[] } } }
const lastCart = () => shopify.carts().at(-1)!.body as CartBody

test("a guest's lines become a Shopify cart; the offer code the browser sends never reaches Shopify", async () => {
  const { kurta, lamp } = ctx.shop
  const [kurtaM] = ctx.variantsOf(kurta.id)
  const adminBefore = shopify.adminCalls().length
  const res = await multi(
    [line(kurta.id, kurtaM!, 2), { ...line(lamp.id, ctx.variantsOf(lamp.id)[0]!, 1), itemPrice: 1 }],
    'KURTA20',
  )
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({
    checkoutUrl: expect.stringMatching(/^https:\/\/fake-shop\.example\/cart\/c\/c1-fake/),
  })
  expect(shopify.carts().at(-1)!.headers['x-shopify-storefront-access-token']).toBe(FAKE_SHOPIFY_TOKEN)
  // The lamp's stored Shopify id is used; the kurta has none, so its own id makes the GID. No upvote,
  // so no discount code at all: a code seen once no longer unlocks the price for anyone.
  expect(lastCart().variables).toEqual({
    input: {
      lines: [
        { merchandiseId: `gid://shopify/ProductVariant/${kurtaM}`, quantity: 2 },
        { merchandiseId: 'gid://shopify/ProductVariant/4455', quantity: 1 },
      ],
    },
  })
  expect(shopify.adminCalls().length).toBe(adminBefore)
  expect(await ctx.db.select().from(orders)).toEqual([])
})

test('a shopper who upvoted gets a single-use code for that product only, created on the Admin API', async () => {
  const { kurta, lamp, mug } = ctx.shop
  const asha = await ctx.shopper('asha-upvoter')
  expect((await upvote(ctx, kurta.id, asha)).statusCode).toBe(200)
  expect((await upvote(ctx, lamp.id, asha)).statusCode).toBe(200)
  const [kurtaM] = ctx.variantsOf(kurta.id)
  const before = shopify.adminCalls().length
  const res = await multi(
    [
      line(kurta.id, kurtaM!, 2),
      line(lamp.id, ctx.variantsOf(lamp.id)[0]!, 1),
      line(mug.id, ctx.variantsOf(mug.id)[0]!, 1),
    ],
    'SOMETHING-ELSE',
    asha,
  )
  expect(res.statusCode).toBe(200)
  const calls = shopify.adminCalls().slice(before)
  expect(calls).toHaveLength(2) // kurta and lamp; the mug has no offer
  expect(calls[0]!.headers['x-shopify-access-token']).toBe(FAKE_ADMIN_TOKEN)
  const codes = lastCart().variables.input.discountCodes!
  expect(codes).toHaveLength(2)
  const [kurtaCode, lampCode] = codes.map((c) => shopify.discounts.get(c)!)
  expect(kurtaCode).toMatchObject({
    usageLimit: 1,
    appliesOncePerCustomer: true,
    context: { all: 'ALL' },
    customerGets: {
      value: { percentage: 0.2 },
      items: { products: { productVariantsToAdd: [`gid://shopify/ProductVariant/${kurtaM}`] } },
    },
  })
  expect(lampCode!.customerGets).toEqual({
    value: { discountAmount: { amount: '300.00', appliesOnEachItem: true } },
    items: { products: { productVariantsToAdd: ['gid://shopify/ProductVariant/4455'] } },
  })
  expect(codes.every((c) => /^HAAT-[A-Z2-9]{16}$/.test(c))).toBe(true)
  expect(codes).not.toContain('SOMETHING-ELSE')
  const stored = await ctx.db
    .select()
    .from(shopifyDiscountCodes)
    .where(eq(shopifyDiscountCodes.code, codes[0]!))
  expect(stored).toEqual([expect.objectContaining({ shop: 'default', productId: kurta.id })])

  // Another shopper who did not upvote, sending the same code and even asha's code, gets none.
  const ravi = await ctx.shopper('ravi-no-vote')
  const adminBefore = shopify.adminCalls().length
  expect((await multi([line(kurta.id, kurtaM!, 1)], codes[0], ravi)).statusCode).toBe(200)
  expect(lastCart().variables.input.discountCodes).toBeUndefined()
  expect(shopify.adminCalls().length).toBe(adminBefore)

  // Each checkout asha starts gets fresh codes: a code is single-use, so it is never handed out twice.
  expect((await multi([line(kurta.id, kurtaM!, 1)], undefined, asha)).statusCode).toBe(200)
  const again = lastCart().variables.input.discountCodes!
  expect(again).toHaveLength(1)
  expect(codes).not.toContain(again[0])
})

test('Shopify refusing to make the code → 502 naming it, and no cart is created', async () => {
  const down = await buildShop({ ...fakeShopifySettings(shopify.origin), SHOPIFY_ADMIN_TOKEN: 'shpat_wrong' })
  await down.db.update(brands).set({ salesChannel: 'SHOPIFY' })
  const meera = await down.shopper('meera')
  await upvote(down, down.shop.kurta.id, meera)
  const carts = shopify.carts().length
  const res = await down.app.inject({
    method: 'POST',
    url: '/api/product/shopify/cart/multi',
    headers: meera,
    payload: [line(down.shop.kurta.id, down.variantsOf(down.shop.kurta.id)[0]!, 1)],
  })
  expect(res.statusCode).toBe(502)
  expect(res.json()).toEqual({
    error: 'CHECKOUT_UNAVAILABLE',
    message: 'Shopify could not issue your upvote discount: Shopify answered 401',
  })
  expect(res.body).not.toContain('shpat_wrong')
  expect(shopify.carts().length).toBe(carts)
})

test('Buy Now goes to Shopify too, without discount codes when nothing was upvoted', async () => {
  const { mug } = ctx.shop
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/product/${mug.id}/shopify/cart?variantId=${ctx.variantsOf(mug.id)[0]}&quantity=3`,
    headers: await ctx.shopper('asha'),
  })
  expect(res.statusCode).toBe(200)
  expect(res.json().checkoutUrl).toContain('https://fake-shop.example/cart/c/')
  expect(lastCart().variables.input).toEqual({ lines: [{ merchandiseId: expect.any(String), quantity: 3 }] })
})

test("Shopify's userErrors become a 422 with their message", async () => {
  const { mug } = ctx.shop
  const mugV = ctx.variantsOf(mug.id)[0]!
  await ctx.db.update(variants).set({ externalId: FAKE_SOLD_OUT_GID }).where(eq(variants.id, mugV))
  const soldOut = await multi([line(mug.id, mugV, 1)])
  expect(soldOut.statusCode).toBe(422)
  expect(soldOut.json()).toEqual({ error: 'CHECKOUT_REJECTED', message: 'The variant is sold out' })
  await ctx.db.update(variants).set({ externalId: null }).where(eq(variants.id, mugV))
})

test('the catalogue rules still apply before Shopify is asked', async () => {
  const before = shopify.received.length
  const { kurta, tea } = ctx.shop
  expect((await multi([line(kurta.id, ctx.variantsOf(kurta.id)[1]!, 1)])).json().error).toBe('OUT_OF_STOCK')
  expect((await multi([line(tea.id, ctx.variantsOf(tea.id)[0]!, 2)])).json().error).toBe('BATCH_MINIMUM')
  expect(shopify.received.length).toBe(before)
})

test('Shopify unreachable or failing → 502 CHECKOUT_UNAVAILABLE', async () => {
  const down = await buildShop({ ...fakeShopifySettings('http://127.0.0.1:9') }) // nothing listens there
  await down.db.update(brands).set({ salesChannel: 'SHOPIFY' })
  const { mug } = down.shop
  const res = await down.app.inject({
    method: 'POST',
    url: '/api/product/shopify/cart/multi',
    payload: [line(mug.id, down.variantsOf(mug.id)[0]!, 1)],
  })
  expect(res.statusCode).toBe(502)
  expect(res.json()).toMatchObject({
    error: 'CHECKOUT_UNAVAILABLE',
    message: expect.stringContaining('Shopify'),
  })
  // A wrong token: the fake refuses it as Shopify would (a 4xx), which is the store's problem, not the shopper's.
  const wrongToken = await buildShop({
    ...fakeShopifySettings(shopify.origin),
    SHOPIFY_STOREFRONT_TOKEN: 'not-the-token',
  })
  await wrongToken.db.update(brands).set({ salesChannel: 'SHOPIFY' })
  const refused = await wrongToken.app.inject({
    method: 'POST',
    url: '/api/product/shopify/cart/multi',
    payload: [line(wrongToken.shop.mug.id, wrongToken.variantsOf(wrongToken.shop.mug.id)[0]!, 1)],
  })
  expect(refused.statusCode).toBe(502)
  expect(refused.json()).toEqual({ error: 'CHECKOUT_UNAVAILABLE', message: 'Shopify answered 400' })
})

test('CHECKOUT_ADAPTER=shopify without its settings stops start-up naming them', () => {
  expect(() => loadEnv({ CHECKOUT_ADAPTER: 'shopify' })).toThrow(
    /SHOPIFY_STORE_DOMAIN: is required when CHECKOUT_ADAPTER=shopify\n {2}SHOPIFY_STOREFRONT_TOKEN: is required[^\n]*\n {2}SHOPIFY_ADMIN_TOKEN: is required/,
  )
  expect(
    loadEnv({
      CHECKOUT_ADAPTER: 'shopify',
      SHOPIFY_STORE_DOMAIN: 'x.myshopify.com',
      SHOPIFY_STOREFRONT_TOKEN: 't',
      SHOPIFY_ADMIN_TOKEN: 'a',
    }),
  ).toMatchObject({ SHOPIFY_API_VERSION: '2025-07', SHOPIFY_ADMIN_API_VERSION: '2026-07' })
  expect(() => loadEnv({ SHOPIFY_ADMIN_API_VERSION: '2025-07' })).toThrow(
    /SHOPIFY_ADMIN_API_VERSION: must be 2025-10 or later/,
  )
})
