// POST /api/orders/{publicId}/pay: address and payment validation, the test provider's answers, cash on
// delivery, paying twice, what is stored (never the card number), and the bag after paying.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { orderSchema } from '@haat/domain/catalog/order'
import { orders } from '../../src/db/schema.ts'
import { buildShop, line, upvote, type ShopContext } from '../support/shop.ts'

let ctx: ShopContext
beforeAll(async () => {
  ctx = await buildShop()
})

const address = {
  name: 'Asha Rao',
  phone: '+91 98450 12345',
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
}
const upi = { method: 'UPI', upiId: 'asha@okbank' }
const card = (cardNumber: string, expiry = '12/30') => ({ method: 'CARD', cardNumber, expiry, cvc: '123' })

async function pendingOrder(
  headers: Record<string, string>,
  lines = [line(ctx.shop.mug.id, ctx.variantsOf(ctx.shop.mug.id)[0]!, 2)],
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/product/shopify/cart/multi',
    headers,
    payload: lines,
  })
  expect(res.statusCode).toBe(200)
  // No PUBLIC_ORIGIN here: the link uses the request's own origin.
  expect(res.json().checkoutUrl).toMatch(/^http:\/\/localhost:80\/checkout\/HT-[A-Z2-9]{10}$/)
  return res.json().checkoutUrl.split('/').pop() as string
}
const pay = (headers: Record<string, string>, publicId: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api/orders/${publicId}/pay`, headers, payload: payload as object })

describe('payments through the test provider', () => {
  test('UPI completes: PAID with the address, and the paid lines leave the server bag', async () => {
    const asha = await ctx.shopper('asha')
    const { mug, lamp } = ctx.shop
    await upvote(ctx, lamp.id, asha)
    const bag = [line(mug.id, ctx.variantsOf(mug.id)[0]!, 2), line(lamp.id, ctx.variantsOf(lamp.id)[0]!, 1)]
    await ctx.app.inject({ method: 'POST', url: '/api/cart', headers: asha, payload: bag })
    const publicId = await pendingOrder(asha, [bag[1]!])
    const res = await pay(asha, publicId, { address, payment: upi })
    expect(res.statusCode).toBe(200)
    const order = orderSchema.parse(res.json())
    expect(order).toMatchObject({
      publicId,
      status: 'PAID',
      paymentMethod: 'UPI',
      cardLast4: null,
      subtotal: 2499,
      discount: 300,
      total: 2199,
      address: { ...address, phone: '9845012345' },
      paidAt: expect.any(String),
    })
    expect(order.items).toEqual([
      expect.objectContaining({ productId: lamp.id, unitDiscount: 300, lineTotal: 2199 }),
    ])
    const left = (await ctx.app.inject({ method: 'GET', url: '/api/cart/user', headers: asha })).json()
    expect(left.items).toEqual([expect.objectContaining({ productId: mug.id, quantity: 2 })])
  })

  test('a card is charged and only its last four digits are kept', async () => {
    const bina = await ctx.shopper('bina')
    const publicId = await pendingOrder(bina)
    const res = await pay(bina, publicId, { address, payment: card('4242 4242 4242 4242') })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'PAID', paymentMethod: 'CARD', cardLast4: '4242' })
    const [row] = await ctx.db.select().from(orders).where(eq(orders.publicId, publicId))
    expect(JSON.stringify(row)).not.toContain('42424242')
    expect(row!.paymentReference).toMatch(/^test_/)
  })

  test.each([
    [card('4000 0000 0000 0002'), 'Card declined'],
    [{ method: 'UPI', upiId: 'fail@upi' }, 'UPI payment declined'],
  ])('%j is declined (402) and the order stays PENDING', async (payment, message) => {
    const chitra = await ctx.shopper('chitra')
    const publicId = await pendingOrder(chitra)
    const res = await pay(chitra, publicId, { address, payment })
    expect(res.statusCode).toBe(402)
    expect(res.json()).toEqual({ error: 'PAYMENT_DECLINED', message })
    const [row] = await ctx.db.select().from(orders).where(eq(orders.publicId, publicId))
    expect(row).toMatchObject({ status: 'PENDING', paymentMethod: null, address: null })
    // The shopper can try again with another method.
    expect((await pay(chitra, publicId, { address, payment: upi })).json().status).toBe('PAID')
  })

  test('cash on delivery confirms without a charge', async () => {
    const dev = await ctx.shopper('dev')
    const publicId = await pendingOrder(dev)
    const res = await pay(dev, publicId, {
      address: { ...address, line2: 'Near the lake' },
      payment: { method: 'COD' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'CONFIRMED', paymentMethod: 'COD', paidAt: null })
    expect(res.json().address.line2).toBe('Near the lake')
    const [row] = await ctx.db.select().from(orders).where(eq(orders.publicId, publicId))
    expect(row!.paymentReference).toBeNull()
  })

  test('paying twice is a 409, also when the first payment was cash on delivery', async () => {
    const esha = await ctx.shopper('esha')
    const publicId = await pendingOrder(esha)
    expect((await pay(esha, publicId, { address, payment: upi })).statusCode).toBe(200)
    const again = await pay(esha, publicId, { address, payment: upi })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      error: 'ORDER_ALREADY_PAID',
      message: `Order '${publicId}' has already been paid`,
    })
    const cod = await pendingOrder(esha)
    await pay(esha, cod, { address, payment: { method: 'COD' } })
    expect((await pay(esha, cod, { address, payment: upi })).json().error).toBe('ORDER_ALREADY_PAID')
  })

  test('two payments at the same moment: one succeeds, the other is refused', async () => {
    const farid = await ctx.shopper('farid')
    const publicId = await pendingOrder(farid)
    const answers = await Promise.all([
      pay(farid, publicId, { address, payment: upi }),
      pay(farid, publicId, { address, payment: card('4242424242424242') }),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
  })
})

describe('validation names the field', () => {
  test.each([
    [{ pincode: '012345' }, 'body.address.pincode'],
    [{ pincode: '56001' }, 'body.address.pincode'],
    [{ pincode: '5600011' }, 'body.address.pincode'],
    [{ phone: '12345' }, 'body.address.phone'],
    [{ phone: '+1 415 555 0100' }, 'body.address.phone'],
    [{ name: '  ' }, 'body.address.name'],
    [{ city: undefined }, 'body.address.city'],
  ])('address %j → 400 at %s', async (change, field) => {
    const gita = await ctx.shopper('gita')
    const publicId = await pendingOrder(gita)
    const res = await pay(gita, publicId, { address: { ...address, ...change }, payment: upi })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'bad_request', message: expect.stringContaining(field) })
  })

  test.each([
    [card('4242 4242 4242 4241'), 'body.payment.cardNumber'],
    [card('4242424242424242', '13/30'), 'body.payment.expiry: must be MM/YY'],
    [card('4242424242424242', '01/20'), 'body.payment.expiry: is in the past'],
    [{ ...card('4242424242424242'), cvc: '12' }, 'body.payment.cvc'],
    [{ method: 'UPI', upiId: 'asha' }, 'body.payment.upiId'],
    [{ method: 'CHEQUE' }, 'body.payment.method'],
  ])('payment %j → 400 at %s', async (payment, field) => {
    const hari = await ctx.shopper('hari')
    const publicId = await pendingOrder(hari)
    const res = await pay(hari, publicId, { address, payment })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(field)
    const [row] = await ctx.db.select().from(orders).where(eq(orders.publicId, publicId))
    expect(row!.status).toBe('PENDING')
  })
})

test("paying someone else's order is a 404, and guests get 401", async () => {
  const ivan = await ctx.shopper('ivan')
  const publicId = await pendingOrder(ivan)
  const other = await pay(await ctx.shopper('jaya'), publicId, { address, payment: upi })
  expect(other.statusCode).toBe(404)
  expect(other.json()).toEqual({ error: 'ORDER_NOT_FOUND', message: `Order '${publicId}' was not found` })
  expect((await pay({}, publicId, { address, payment: upi })).statusCode).toBe(401)
  const [row] = await ctx.db.select().from(orders).where(eq(orders.publicId, publicId))
  expect(row!.status).toBe('PENDING')
})

test('payment attempts are rate limited per shopper (PAY_RATE_LIMIT, 10 a minute by default)', async () => {
  const kiran = await ctx.shopper('kiran')
  const codes: number[] = []
  for (let i = 0; i < 11; i++)
    codes.push((await pay(kiran, 'HT-AAAAAAAAAA', { address, payment: upi })).statusCode)
  expect(codes).toEqual([...Array(10).fill(404), 429])
  const limited = await pay(kiran, 'HT-AAAAAAAAAA', { address, payment: upi })
  expect(limited.headers['retry-after']).toBeDefined()
  // Someone else still pays.
  const lata = await ctx.shopper('lata')
  expect((await pay(lata, await pendingOrder(lata), { address, payment: upi })).statusCode).toBe(200)
})
