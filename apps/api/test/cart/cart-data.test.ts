// POST /api/cart/data: any shopper's lines priced from the catalogue; the offer's discount only where
// THIS shopper upvoted (signed in, or the guest of the guest cookie — not the guest_upvotes header).
import { beforeAll, expect, test } from 'vitest'
import { cartDataSchema } from '@haat/domain/catalog/order'
import { buildShop, line, upvote, type ShopContext } from '../support/shop.ts'

let ctx: ShopContext
beforeAll(async () => {
  ctx = await buildShop()
})

const cartData = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/cart/data', headers, payload: payload as object })

test('lines, regular subtotal and no discount for a shopper who upvoted nothing', async () => {
  const { kurta, tea } = ctx.shop
  const [kurtaM, kurtaL] = ctx.variantsOf(kurta.id)
  const res = await cartData([
    { ...line(kurta.id, kurtaM!, 2), itemPrice: 5 },
    line(kurta.id, kurtaL!, 1),
    line(tea.id, ctx.variantsOf(tea.id)[0]!, 4),
  ])
  expect(res.statusCode).toBe(200)
  const data = cartDataSchema.parse(res.json())
  expect(data.lines[0]).toEqual({
    productId: kurta.id,
    variantId: kurtaM,
    quantity: 2,
    title: 'Indigo Kurta',
    slug: kurta.slug,
    brandName: expect.stringMatching(/^Brand /),
    image: '/media/kurta-m.webp',
    options: [{ name: 'Size', value: 'M' }],
    availableForSale: true,
    unitPrice: 1000,
    offer: { type: 'PERCENT', value: 20, symbol: '%', code: 'KURTA20' },
    isUpvoted: false,
    unitDiscount: 0,
    lineTotal: 2000,
    batchMinimum: null,
    checkoutGroup: 'store', // a HAAT-channel brand checks out in the store itself
  })
  expect(data.lines[1]).toMatchObject({
    availableForSale: false,
    unitPrice: 1100,
    options: [{ name: 'Size', value: 'L' }],
  })
  expect(data.lines[2]).toMatchObject({ batchMinimum: 6, lineTotal: 480 })
  expect(data).toMatchObject({ subtotal: 3580, discount: 0, total: 3580, count: 7 })
})

test("a signed-in shopper's upvotes unlock PERCENT and AMOUNT offers on their lines only", async () => {
  const asha = await ctx.shopper('asha')
  const { kurta, lamp, mug } = ctx.shop
  await upvote(ctx, kurta.id, asha)
  await upvote(ctx, lamp.id, asha)
  const lines = [
    line(kurta.id, ctx.variantsOf(kurta.id)[0]!, 1),
    line(lamp.id, ctx.variantsOf(lamp.id)[0]!, 2),
    line(mug.id, ctx.variantsOf(mug.id)[0]!, 1),
  ]
  const data = (await cartData(lines, asha)).json()
  expect(
    data.lines.map((l: { isUpvoted: boolean; unitDiscount: number }) => [l.isUpvoted, l.unitDiscount]),
  ).toEqual([
    [true, 200],
    [true, 300],
    [false, 0],
  ])
  expect(data).toMatchObject({ subtotal: 1000 + 4998 + 350, discount: 800, total: 5548, count: 4 })
  // Someone else sending the same lines pays full price.
  expect((await cartData(lines, await ctx.shopper('bina'))).json().discount).toBe(0)
})

test("a guest's cookie-backed upvote unlocks the offer; a guest_upvotes header alone does not", async () => {
  const { lamp } = ctx.shop
  const vote = await ctx.app.inject({ method: 'PUT', url: `/api/product/upvote/${lamp.id}` })
  const cookie = [vote.headers['set-cookie']].flat()[0]!.split(';')[0]!
  const lines = [line(lamp.id, ctx.variantsOf(lamp.id)[0]!, 1)]
  expect((await cartData(lines, { cookie })).json()).toMatchObject({ discount: 300, total: 2199 })
  const claimed = (await cartData(lines, { guest_upvotes: JSON.stringify([lamp.id]) })).json()
  expect(claimed).toMatchObject({ discount: 0, total: 2499 })
})

test('unknown lines are a 400 naming them; an empty list is an empty bag', async () => {
  const { mug } = ctx.shop
  const res = await cartData([line(mug.id, 987_654, 1)])
  expect(res.statusCode).toBe(400)
  expect(res.json()).toEqual({
    error: 'UNKNOWN_ITEM',
    message: `Unknown cart line: product ${mug.id} has no variant 987654`,
  })
  expect((await cartData([])).json()).toEqual({ lines: [], subtotal: 0, discount: 0, total: 0, count: 0 })
})
