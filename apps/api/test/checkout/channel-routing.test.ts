// Checkout follows the brand's sales channel (decision 0620, 0622): a platform-channel brand with its own
// Shopify store checks out there (tokens sealed at rest, never answered), other brands in the store
// itself, and a bag that mixes them is told so instead of being checked out in one place.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { brandShops, orders } from '../../src/db/schema.ts'
import { saveBrandShop } from '../../src/repositories/brand-shops.ts'
import { secretBox, type SecretBox } from '../../src/services/secrets/secret-box.ts'
import { loadSettingsKey } from '../../src/services/secrets/settings-key.ts'
import { insertBrand, insertProduct } from '../support/factories.ts'
import { FAKE_SHOPIFY_VERSION, startFakeShopify, type FakeShop } from '../support/fakes/shopify-storefront.ts'
import { FAKE_ADMIN_VERSION } from '../support/fakes/shopify-admin.ts'
import { buildShop, line, upvote, type ShopContext } from '../support/shop.ts'

const OWN = { storefront: 'own-storefront-token-7f3a', admin: 'shpat_own-admin-token-91c2' }
let ctx: ShopContext
let box: SecretBox
let ownShop: FakeShop
let shawl: { id: number; variant: number }
let soap: { id: number; variant: number }

beforeAll(async () => {
  ownShop = await startFakeShopify(OWN)
  ctx = await buildShop({ SHOPIFY_ADMIN_API_VERSION: FAKE_ADMIN_VERSION })
  // The key the running store uses (generated once and kept, as in the embedded default).
  box = secretBox(await loadSettingsKey(ctx.db, { NODE_ENV: 'test' }, ctx.app.log))
  const categoryId = ctx.shop.kurta.categoryId
  const weaver = await insertBrand(ctx.db, { name: 'Kullu Weaves', salesChannel: 'SHOPIFY' })
  const noShop = await insertBrand(ctx.db, { name: 'Soap Co', salesChannel: 'SHOPIFY' })
  const shawlRow = await insertProduct(ctx.db, {
    brandId: weaver.id,
    categoryId,
    title: 'Kullu Shawl',
    price: 2000,
    offerType: 'PERCENT',
    offerValue: 10,
    offerCode: 'SHAWL10',
  })
  const soapRow = await insertProduct(ctx.db, {
    brandId: noShop.id,
    categoryId,
    title: 'Neem Soap',
    price: 90,
  })
  shawl = { id: shawlRow.id, variant: await firstVariant(shawlRow.id) }
  soap = { id: soapRow.id, variant: await firstVariant(soapRow.id) }
  await saveBrandShop(ctx.db, box, weaver.id, {
    storeDomain: ownShop.origin,
    storefrontApiVersion: FAKE_SHOPIFY_VERSION,
    storefrontToken: OWN.storefront,
    adminToken: OWN.admin,
  })
})
afterAll(() => ownShop.close())

async function firstVariant(productId: number) {
  const v = await ctx.db.query.variants.findFirst({ where: (v, { eq }) => eq(v.productId, productId) })
  return v!.id
}
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object })

test("the brand's own store gets its lines, with its own tokens and an upvote code made there", async () => {
  const priya = await ctx.shopper('priya')
  await upvote(ctx, shawl.id, priya)
  const res = await post('/api/product/shopify/cart/multi', [line(shawl.id, shawl.variant, 2)], priya)
  expect(res.statusCode).toBe(200)
  expect(res.json().checkoutUrl).toMatch(/^https:\/\/fake-shop\.example\/cart\/c\//)
  const cart = ownShop.carts().at(-1)!
  expect(cart.headers['x-shopify-storefront-access-token']).toBe(OWN.storefront)
  const input = (cart.body as { variables: { input: { discountCodes: string[] } } }).variables.input
  expect(input.discountCodes).toHaveLength(1)
  expect(ownShop.discounts.get(input.discountCodes[0]!)?.customerGets.value).toEqual({ percentage: 0.1 })
  expect(ownShop.adminCalls().at(-1)!.headers['x-shopify-access-token']).toBe(OWN.admin)
})

test('other brands check out in the store; a platform brand with no store at all too (zero setup)', async () => {
  const carts = ownShop.carts().length
  const asha = await ctx.shopper('asha')
  const { mug } = ctx.shop
  const res = await post(
    '/api/product/shopify/cart/multi',
    [line(mug.id, ctx.variantsOf(mug.id)[0]!, 1), line(soap.id, soap.variant, 2)],
    asha,
  )
  expect(res.statusCode).toBe(200)
  expect(res.json().checkoutUrl).toMatch(/\/checkout\/HT-[A-Z2-9]{10}$/)
  expect(ownShop.carts().length).toBe(carts)
})

test('a mixed bag: 409 MIXED_CHECKOUT naming the parts; nothing is created anywhere', async () => {
  const asha = await ctx.shopper('asha-mixed')
  const ordersBefore = (await ctx.db.select().from(orders)).length
  const calls = ownShop.received.length
  const { mug } = ctx.shop
  const bag = [line(mug.id, ctx.variantsOf(mug.id)[0]!, 1), line(shawl.id, shawl.variant, 1)]
  const res = await post('/api/product/shopify/cart/multi', bag, asha)
  expect(res.statusCode).toBe(409)
  expect(res.json()).toEqual({
    error: 'MIXED_CHECKOUT',
    message:
      'These items check out separately: the rest in this store; Kullu Weaves on Shopify. Check out each part in turn.',
  })
  expect((await ctx.db.select().from(orders)).length).toBe(ordersBefore)
  expect(ownShop.received.length).toBe(calls)

  // The bag's details say where each line checks out, so the bag can offer each part in turn.
  const data = await post('/api/cart/data', bag, asha)
  expect(data.statusCode).toBe(200)
  const groups = (data.json() as { lines: { productId: number; checkoutGroup: string }[] }).lines.map((l) => [
    l.productId,
    l.checkoutGroup,
  ])
  const weaverId = (await ctx.db.select().from(brandShops))[0]!.brandId
  expect(groups).toEqual([
    [mug.id, 'store'],
    [shawl.id, `shopify:brand:${weaverId}`],
  ])
})

test('shop tokens are sealed at rest and appear in no answer', async () => {
  const [row] = await ctx.db.select().from(brandShops)
  expect(row!.storefrontToken).not.toContain(OWN.storefront)
  expect(row!.adminToken).not.toContain('shpat')
  expect(row!.storefrontToken).toMatch(/^v1\./)
  const answers = await Promise.all(
    ['/api/brand/product', `/api/product/search/${shawl.id}`, '/api/product?page=0&size=50'].map((url) =>
      ctx.app.inject({ method: 'GET', url }),
    ),
  )
  for (const a of answers) {
    expect(a.statusCode).toBe(200)
    expect(a.body).not.toContain(OWN.storefront)
    expect(a.body).not.toContain(OWN.admin)
    expect(a.body).not.toContain(row!.adminToken)
  }
  // Saving again replaces the store (one per brand) and seals afresh.
  await saveBrandShop(ctx.db, box, row!.brandId, {
    storeDomain: ownShop.origin,
    storefrontApiVersion: FAKE_SHOPIFY_VERSION,
    storefrontToken: OWN.storefront,
    adminToken: OWN.admin,
  })
  const [again] = await ctx.db.select().from(brandShops).where(eq(brandShops.brandId, row!.brandId))
  expect(again!.adminToken).not.toBe(row!.adminToken)
})
