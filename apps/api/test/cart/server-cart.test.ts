// GET /api/cart/user and POST /api/cart: the signed-in shopper's bag, priced by the server, replaced
// atomically, private to its owner.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { cartItems } from '../../src/db/schema.ts'
import { buildShop, line, upvote, type ShopContext } from '../support/shop.ts'

let ctx: ShopContext
beforeAll(async () => {
  ctx = await buildShop()
})

const getCart = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/cart/user', headers })
const postCart = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/cart', headers, payload: payload as object })

describe('POST /api/cart', () => {
  test('replaces the bag; prices, offers and images come from the catalogue, not the client', async () => {
    const asha = await ctx.shopper('asha')
    const { kurta, mug } = ctx.shop
    const [kurtaM] = ctx.variantsOf(kurta.id)
    await upvote(ctx, kurta.id, asha)
    const tampered = {
      ...line(kurta.id, kurtaM!, 2),
      itemPrice: 1,
      itemImage: 'x.png',
      offer: null,
      isUpvoted: false,
    }
    const res = await postCart(asha, [tampered, line(mug.id, ctx.variantsOf(mug.id)[0]!, 1)])
    expect(res.statusCode).toBe(200)
    const { items } = res.json()
    expect(items).toEqual([
      {
        productId: kurta.id,
        variantId: kurtaM,
        quantity: 2,
        itemImage: '/media/kurta-m.webp',
        itemPrice: 1000,
        offer: { type: 'PERCENT', value: 20, symbol: '%', code: 'KURTA20' },
        isUpvoted: true,
      },
      expect.objectContaining({
        productId: mug.id,
        quantity: 1,
        itemPrice: 350,
        offer: null,
        isUpvoted: false,
      }),
    ])
    expect((await getCart(asha)).json()).toEqual({ items })
  })

  test('merges duplicate lines and replaces the whole bag on the next call', async () => {
    const bina = await ctx.shopper('bina')
    const { mug, lamp } = ctx.shop
    const mugV = ctx.variantsOf(mug.id)[0]!
    await postCart(bina, [line(mug.id, mugV, 2), line(mug.id, mugV, 3)])
    expect((await getCart(bina)).json().items).toEqual([
      expect.objectContaining({ productId: mug.id, quantity: 5 }),
    ])
    await postCart(bina, [line(lamp.id, ctx.variantsOf(lamp.id)[0]!, 1)])
    expect((await getCart(bina)).json().items.map((i: { productId: number }) => i.productId)).toEqual([
      lamp.id,
    ])
    expect((await postCart(bina, [])).json()).toEqual({ items: [] })
    expect((await getCart(bina)).json()).toEqual({ items: [] })
  })

  test('a bad line changes nothing and the 400 names it', async () => {
    const chitra = await ctx.shopper('chitra')
    const { mug, lamp } = ctx.shop
    const mugV = ctx.variantsOf(mug.id)[0]!
    await postCart(chitra, [line(mug.id, mugV, 1)])
    const lampV = ctx.variantsOf(lamp.id)[0]!
    const res = await postCart(chitra, [line(lamp.id, lampV, 1), line(lamp.id, mugV, 1)])
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: 'UNKNOWN_ITEM',
      message: `Unknown cart line: variant ${mugV} is not a variant of product ${lamp.id}`,
    })
    const missing = await postCart(chitra, [line(mug.id, 999_999, 1)])
    expect(missing.json().message).toContain(`product ${mug.id} has no variant 999999`)
    expect((await getCart(chitra)).json().items).toEqual([
      expect.objectContaining({ productId: mug.id, quantity: 1 }),
    ])
  })

  test.each([
    [[{ productId: 1, variantId: 1, quantity: 0 }], 'body.0.quantity'],
    [[{ productId: 1, variantId: 1, quantity: 100 }], 'body.0.quantity'],
    [[{ productId: 'x', variantId: 1, quantity: 1 }], 'body.0.productId'],
    [{ productId: 1 }, 'body'],
  ])('rejects %j with a 400 naming %s', async (payload, field) => {
    const res = await postCart(await ctx.shopper('dev'), payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(field)
  })
})

describe('privacy', () => {
  test('guests get 401 for the server bag', async () => {
    expect((await getCart({})).statusCode).toBe(401)
    expect((await postCart({}, [])).statusCode).toBe(401)
  })

  test("one shopper never reads or writes another's bag", async () => {
    const esha = await ctx.shopper('esha')
    const farid = await ctx.shopper('farid')
    const { mug } = ctx.shop
    await postCart(esha, [line(mug.id, ctx.variantsOf(mug.id)[0]!, 4)])
    await postCart(farid, [])
    expect((await getCart(farid)).json()).toEqual({ items: [] })
    expect((await getCart(esha)).json().items).toEqual([expect.objectContaining({ quantity: 4 })])
  })
})

test('variants that left the catalogue are dropped from the bag', async () => {
  const gita = await ctx.shopper('gita')
  const { mug, lamp } = ctx.shop
  await postCart(gita, [
    line(mug.id, ctx.variantsOf(mug.id)[0]!, 1),
    line(lamp.id, ctx.variantsOf(lamp.id)[0]!, 1),
  ])
  // A stored line pointing at a product+variant pair that no longer matches (the catalogue changed).
  await ctx.db
    .update(cartItems)
    .set({ productId: lamp.id })
    .where(eq(cartItems.variantId, ctx.variantsOf(mug.id)[0]!))
  expect((await getCart(gita)).json().items).toEqual([expect.objectContaining({ productId: lamp.id })])
})

test('concurrent replaces of one bag all succeed and leave exactly one of the bags', async () => {
  const hema = await ctx.shopper('hema')
  const { mug, lamp } = ctx.shop
  const bags = Array.from({ length: 8 }, (_, i) => [
    line(mug.id, ctx.variantsOf(mug.id)[0]!, i + 1),
    line(lamp.id, ctx.variantsOf(lamp.id)[0]!, i + 1),
  ])
  const answers = await Promise.all(bags.map((bag) => postCart(hema, bag)))
  expect(answers.map((a) => a.statusCode)).toEqual(bags.map(() => 200))
  const { items } = (await getCart(hema)).json()
  expect(items).toHaveLength(2)
  expect(items[0].quantity).toBe(items[1].quantity)
})
