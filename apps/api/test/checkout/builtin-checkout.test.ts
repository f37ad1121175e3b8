// Built-in checkout (CHECKOUT_ADAPTER=builtin): a PENDING order priced from the catalogue, the offer's
// discount only for products this shopper upvoted, stock and batch minimums enforced.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { orderItems, orders } from '../../src/db/schema.ts'
import { buildShop, line, upvote, type ShopContext } from '../support/shop.ts'

let ctx: ShopContext
beforeAll(async () => {
  ctx = await buildShop({ PUBLIC_ORIGIN: 'https://haat.example' })
})

const multi = (headers: Record<string, string>, payload: unknown, coupon?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/product/shopify/cart/multi${coupon === undefined ? '' : `?coupon=${coupon}`}`,
    headers,
    payload: payload as object,
  })
const buyNow = (headers: Record<string, string>, productId: number, query: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/product/${productId}/shopify/cart?${query}`, headers })

async function orderOf(checkoutUrl: string) {
  const publicId = checkoutUrl.split('/').pop()!
  const [order] = await ctx.db.select().from(orders).where(eq(orders.publicId, publicId))
  const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id))
  return { order: order!, items }
}

describe('prices and discounts', () => {
  test('a tampered itemPrice is ignored: the order is priced from the catalogue', async () => {
    const asha = await ctx.shopper('asha')
    const { mug } = ctx.shop
    const res = await multi(asha, [{ ...line(mug.id, ctx.variantsOf(mug.id)[0]!, 3), itemPrice: 1 }])
    expect(res.statusCode).toBe(200)
    const { checkoutUrl } = res.json()
    expect(checkoutUrl).toMatch(/^https:\/\/haat\.example\/checkout\/HT-[A-Z2-9]{10}$/)
    const { order, items } = await orderOf(checkoutUrl)
    expect(order).toMatchObject({
      status: 'PENDING',
      userId: 'asha',
      subtotal: 1050,
      discount: 0,
      total: 1050,
    })
    expect(items).toEqual([
      expect.objectContaining({ title: 'Clay Mug', quantity: 3, unitPrice: 350, unitDiscount: 0 }),
    ])
  })

  test('upvoted products get their offer: PERCENT and AMOUNT (spec §5 arithmetic)', async () => {
    const bina = await ctx.shopper('bina')
    const { kurta, lamp } = ctx.shop
    await upvote(ctx, kurta.id, bina)
    await upvote(ctx, lamp.id, bina)
    const res = await multi(bina, [
      line(kurta.id, ctx.variantsOf(kurta.id)[0]!, 2),
      line(lamp.id, ctx.variantsOf(lamp.id)[0]!, 1),
    ])
    const { order, items } = await orderOf(res.json().checkoutUrl)
    // Kurta 1000 at 20% → 800 (×2); lamp 2499 − 300 → 2199.
    expect(items.map((i) => [i.title, i.unitPrice, i.unitDiscount])).toEqual([
      ['Indigo Kurta', 1000, 200],
      ['Brass Lamp', 2499, 300],
    ])
    expect(order).toMatchObject({ subtotal: 4499, discount: 700, total: 3799, coupon: null })
  })

  test('a coupon without an upvote gives no discount and is refused', async () => {
    const chitra = await ctx.shopper('chitra')
    const { kurta } = ctx.shop
    const res = await multi(chitra, [line(kurta.id, ctx.variantsOf(kurta.id)[0]!, 1)], 'KURTA20')
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ error: 'INVALID_COUPON' })
    expect(res.json().message).toContain('KURTA20')
    // Without the coupon the same order is created at the regular price.
    const plain = await multi(chitra, [line(kurta.id, ctx.variantsOf(kurta.id)[0]!, 1)])
    expect((await orderOf(plain.json().checkoutUrl)).order).toMatchObject({ discount: 0, total: 1000 })
  })

  test("the upvoted product's coupon is accepted (any case) and recorded", async () => {
    const dev = await ctx.shopper('dev')
    const { lamp } = ctx.shop
    await upvote(ctx, lamp.id, dev)
    const res = await multi(dev, [line(lamp.id, ctx.variantsOf(lamp.id)[0]!, 1)], 'lamp300')
    expect(res.statusCode).toBe(200)
    expect((await orderOf(res.json().checkoutUrl)).order).toMatchObject({ coupon: 'LAMP300', total: 2199 })
  })

  test("another shopper's upvote unlocks nothing for me", async () => {
    const esha = await ctx.shopper('esha')
    await upvote(ctx, ctx.shop.lamp.id, await ctx.shopper('farid'))
    const res = await multi(esha, [line(ctx.shop.lamp.id, ctx.variantsOf(ctx.shop.lamp.id)[0]!, 1)])
    expect((await orderOf(res.json().checkoutUrl)).order).toMatchObject({ discount: 0, total: 2499 })
  })
})

describe('refusals', () => {
  test('guests must sign in on the built-in adapter', async () => {
    const { mug } = ctx.shop
    const res = await multi({}, [line(mug.id, ctx.variantsOf(mug.id)[0]!, 1)])
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'SIGN_IN_REQUIRED', message: 'Sign in to check out' })
  })

  test('an out-of-stock variant is refused naming the product, and no order is written', async () => {
    const gita = await ctx.shopper('gita')
    const { kurta } = ctx.shop
    const before = (await ctx.db.select().from(orders)).length
    const res = await buyNow(gita, kurta.id, `variantId=${ctx.variantsOf(kurta.id)[1]}&quantity=1`)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: 'OUT_OF_STOCK', message: 'Out of stock: Indigo Kurta (L)' })
    expect((await ctx.db.select().from(orders)).length).toBe(before)
  })

  test('a batch product below its minimum is refused; across flavours at the minimum it passes', async () => {
    const hari = await ctx.shopper('hari')
    const { tea } = ctx.shop
    const [ginger, cardamom] = ctx.variantsOf(tea.id)
    const short = await multi(hari, [line(tea.id, ginger!, 3), line(tea.id, cardamom!, 2)])
    expect(short.statusCode).toBe(422)
    expect(short.json()).toEqual({
      error: 'BATCH_MINIMUM',
      message: 'Select at least 6 units to proceed (Masala Tea: 5 selected)',
    })
    const enough = await multi(hari, [line(tea.id, ginger!, 3), line(tea.id, cardamom!, 3)])
    expect(enough.statusCode).toBe(200)
    expect((await orderOf(enough.json().checkoutUrl)).order.total).toBe(720)
  })

  test('unknown lines and bad queries are 400s naming the problem', async () => {
    const ivan = await ctx.shopper('ivan')
    const { mug, lamp } = ctx.shop
    const wrong = await buyNow(ivan, mug.id, `variantId=${ctx.variantsOf(lamp.id)[0]}`)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toBe('UNKNOWN_ITEM')
    const noVariant = await buyNow(ivan, mug.id, 'quantity=1')
    expect(noVariant.statusCode).toBe(400)
    expect(noVariant.json().message).toContain('variantId')
    const empty = await multi(ivan, [])
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toContain('at least one line')
  })
})

test('Buy Now makes a one-line order with the quantity asked for', async () => {
  const jaya = await ctx.shopper('jaya')
  const { lamp } = ctx.shop
  const res = await buyNow(jaya, lamp.id, `variantId=${ctx.variantsOf(lamp.id)[0]}&quantity=2`)
  expect(res.statusCode).toBe(200)
  const { order, items } = await orderOf(res.json().checkoutUrl)
  expect(items).toEqual([expect.objectContaining({ productId: lamp.id, quantity: 2 })])
  expect(order.total).toBe(4998)
})

test('checkouts are rate limited per shopper with 429 and retry-after', async () => {
  const limited = await buildShop({ CHECKOUT_RATE_LIMIT: '2' })
  const kiran = await limited.shopper('kiran')
  const { mug } = limited.shop
  const url = `/api/product/${mug.id}/shopify/cart?variantId=${limited.variantsOf(mug.id)[0]}`
  const codes = []
  for (let i = 0; i < 3; i++)
    codes.push((await limited.app.inject({ method: 'POST', url, headers: kiran })).statusCode)
  expect(codes).toEqual([200, 200, 429])
  const last = await limited.app.inject({ method: 'POST', url, headers: kiran })
  expect(last.headers['retry-after']).toBeDefined()
  expect(last.json().error).toBe('too_many_requests')
  // Another shopper has an allowance of their own.
  const other = await limited.app.inject({ method: 'POST', url, headers: await limited.shopper('lata') })
  expect(other.statusCode).toBe(200)
})
