// GET /api/orders (paged, newest first) and GET /api/orders/{publicId}: only the shopper's own orders.
import { beforeAll, expect, test } from 'vitest'
import { orderSchema, orderSummarySchema } from '@haat/domain/catalog/order'
import { pageSchema } from '@haat/domain/catalog/page'
import { buildShop, line, type ShopContext } from '../support/shop.ts'

let ctx: ShopContext
let asha: Record<string, string>
const ashaOrders: string[] = []

beforeAll(async () => {
  ctx = await buildShop()
  asha = await ctx.shopper('asha')
  const { mug, lamp, kurta } = ctx.shop
  for (const [productId, quantity] of [
    [mug.id, 1],
    [lamp.id, 2],
    [kurta.id, 3],
  ] as const) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/shopify/cart/multi',
      headers: asha,
      payload: [line(productId, ctx.variantsOf(productId)[0]!, quantity)],
    })
    ashaOrders.push(res.json().checkoutUrl.split('/').pop())
  }
})

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers })

test('the order list is paged and newest first', async () => {
  const first = pageSchema(orderSummarySchema).parse((await get('/api/orders?page=0&size=2', asha)).json())
  expect(first.content.map((o) => o.publicId)).toEqual([ashaOrders[2], ashaOrders[1]])
  expect(first).toMatchObject({ pageNumber: 0, totalPages: 2, last: false, totalElements: 3 })
  expect(first.content[0]).toMatchObject({
    status: 'PENDING',
    total: 3000,
    itemCount: 3,
    title: 'Indigo Kurta',
  })
  const second = (await get('/api/orders?page=1&size=2', asha)).json()
  expect(second).toMatchObject({
    pageNumber: 1,
    last: true,
    content: [expect.objectContaining({ publicId: ashaOrders[0] })],
  })
})

test('one order with its lines; case of the order number does not matter', async () => {
  const res = await get(`/api/orders/${ashaOrders[1]!.toLowerCase()}`, asha)
  expect(res.statusCode).toBe(200)
  const order = orderSchema.parse(res.json())
  expect(order).toMatchObject({
    publicId: ashaOrders[1],
    status: 'PENDING',
    total: 4998,
    paymentMethod: null,
  })
  expect(order.items).toEqual([
    {
      productId: ctx.shop.lamp.id,
      variantId: ctx.variantsOf(ctx.shop.lamp.id)[0],
      title: 'Brass Lamp',
      slug: ctx.shop.lamp.slug,
      image: expect.stringContaining('.webp'),
      options: [{ name: 'Title', value: 'Default' }],
      quantity: 2,
      unitPrice: 2499,
      unitDiscount: 0,
      lineTotal: 4998,
    },
  ])
})

test('another shopper sees none of these orders: their list is empty and each order is a 404', async () => {
  const bina = await ctx.shopper('bina')
  expect((await get('/api/orders', bina)).json()).toMatchObject({ content: [], totalPages: 0, last: true })
  const res = await get(`/api/orders/${ashaOrders[0]}`, bina)
  expect(res.statusCode).toBe(404)
  expect(res.json().error).toBe('ORDER_NOT_FOUND')
  expect((await get('/api/orders/HT-AAAAAAAAAA', asha)).statusCode).toBe(404)
})

test('guests are asked to sign in; bad paging is a 400', async () => {
  expect((await get('/api/orders', {})).json()).toEqual({
    error: 'unauthorized',
    message: 'Sign in to see your orders',
  })
  expect((await get(`/api/orders/${ashaOrders[0]}`, {})).statusCode).toBe(401)
  const bad = await get('/api/orders?size=0', asha)
  expect(bad.statusCode).toBe(400)
  expect(bad.json().message).toContain('size')
})
