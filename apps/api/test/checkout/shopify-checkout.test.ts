// CHECKOUT_ADAPTER=shopify against a local fake Storefront API that checks the GraphQL request.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadEnv } from '../../src/config/env.ts'
import { orders, variants } from '../../src/db/schema.ts'
import {
  FAKE_SHOPIFY_TOKEN,
  FAKE_SOLD_OUT_GID,
  fakeShopifySettings,
  startFakeShopify,
} from '../support/fakes/shopify-storefront.ts'
import type { FakeServer } from '../support/fakes/listen.ts'
import { buildShop, line, type ShopContext } from '../support/shop.ts'

let ctx: ShopContext
let shopify: FakeServer
beforeAll(async () => {
  shopify = await startFakeShopify()
  ctx = await buildShop(fakeShopifySettings(shopify.origin))
})
afterAll(() => shopify.close())

const multi = (payload: unknown, coupon?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/product/shopify/cart/multi${coupon ? `?coupon=${coupon}` : ''}`,
    headers,
    payload: payload as object,
  })

test("a guest's lines become a Shopify cart: the fake's checkoutUrl comes back, no order is kept", async () => {
  const { kurta, lamp } = ctx.shop
  const [kurtaM] = ctx.variantsOf(kurta.id)
  const res = await multi(
    [line(kurta.id, kurtaM!, 2), { ...line(lamp.id, ctx.variantsOf(lamp.id)[0]!, 1), itemPrice: 1 }],
    'KURTA20',
  )
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({
    checkoutUrl: expect.stringMatching(/^https:\/\/fake-shop\.example\/cart\/c\/c1-fake/),
  })
  const sent = shopify.received.at(-1)!
  expect(sent.headers['x-shopify-storefront-access-token']).toBe(FAKE_SHOPIFY_TOKEN)
  const body = sent.body as { query: string; variables: unknown }
  expect(body.query).toContain('cartCreate')
  // The lamp's stored Shopify id is used; the kurta has none, so its own id makes the GID.
  expect(body.variables).toEqual({
    input: {
      lines: [
        { merchandiseId: `gid://shopify/ProductVariant/${kurtaM}`, quantity: 2 },
        { merchandiseId: 'gid://shopify/ProductVariant/4455', quantity: 1 },
      ],
      discountCodes: ['KURTA20'],
    },
  })
  expect(await ctx.db.select().from(orders)).toEqual([])
})

test('Buy Now goes to Shopify too, without discount codes when there is no coupon', async () => {
  const { mug } = ctx.shop
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/product/${mug.id}/shopify/cart?variantId=${ctx.variantsOf(mug.id)[0]}&quantity=3`,
    headers: await ctx.shopper('asha'),
  })
  expect(res.statusCode).toBe(200)
  expect(res.json().checkoutUrl).toContain('https://fake-shop.example/cart/c/')
  const { variables } = shopify.received.at(-1)!.body as { variables: { input: Record<string, unknown> } }
  expect(variables.input).toEqual({ lines: [{ merchandiseId: expect.any(String), quantity: 3 }] })
})

test("Shopify's userErrors become a 422 with their message", async () => {
  const { mug } = ctx.shop
  const res = await multi([line(mug.id, ctx.variantsOf(mug.id)[0]!, 1)], 'EXPIRED')
  expect(res.statusCode).toBe(422)
  expect(res.json()).toEqual({ error: 'CHECKOUT_REJECTED', message: 'Discount code EXPIRED has expired' })
  const mugV = ctx.variantsOf(mug.id)[0]!
  await ctx.db.update(variants).set({ externalId: FAKE_SOLD_OUT_GID }).where(eq(variants.id, mugV))
  const soldOut = await multi([line(mug.id, mugV, 1)])
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
  const down = await buildShop({
    CHECKOUT_ADAPTER: 'shopify',
    SHOPIFY_STORE_DOMAIN: 'http://127.0.0.1:9', // nothing listens on the discard port
    SHOPIFY_STOREFRONT_TOKEN: FAKE_SHOPIFY_TOKEN,
  })
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
    CHECKOUT_ADAPTER: 'shopify',
    SHOPIFY_STORE_DOMAIN: shopify.origin,
    SHOPIFY_STOREFRONT_TOKEN: 'not-the-token',
  })
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
    /SHOPIFY_STORE_DOMAIN: is required when CHECKOUT_ADAPTER=shopify\n {2}SHOPIFY_STOREFRONT_TOKEN: is required/,
  )
  expect(
    loadEnv({
      CHECKOUT_ADAPTER: 'shopify',
      SHOPIFY_STORE_DOMAIN: 'x.myshopify.com',
      SHOPIFY_STOREFRONT_TOKEN: 't',
    }),
  ).toMatchObject({ SHOPIFY_API_VERSION: '2025-07' })
})
