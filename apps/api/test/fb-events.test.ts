// POST /api/fb-events (spec §7): advertising events are validated and stored, the email only hashed.
import { createHash } from 'node:crypto'
import { beforeAll, expect, test } from 'vitest'
import { trackedEvents } from '../src/db/schema.ts'
import { build } from './support/build.ts'

let ctx: Awaited<ReturnType<typeof build>>
beforeAll(async () => {
  ctx = await build()
})

test('stores the event with a hashed email and answers { success: true }', async () => {
  const event = {
    eventName: 'AddToCart',
    eventUrl: 'https://haat.example/product/brass-diya-lamp',
    userAgent: 'Mozilla/5.0',
    email: ' Asha@Example.in ',
    fbp: 'fb.1.1700000000.123',
    content_ids: ['42'],
    content_type: 'product',
    contents: [{ id: '42', quantity: 2, item_price: 1499 }],
    cart_total: 2998,
  }
  const res = await ctx.app.inject({ method: 'POST', url: '/api/fb-events', payload: event })
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ success: true })
  const [row] = await ctx.db.select().from(trackedEvents)
  expect(row).toMatchObject({ eventName: 'AddToCart', forwarded: false })
  const payload = row!.payload as Record<string, unknown>
  expect(payload.email).toBeUndefined()
  expect(payload.emailSha256).toBe(createHash('sha256').update('asha@example.in').digest('hex'))
  expect(payload).toMatchObject({ currency: 'INR', cart_total: 2998, contents: event.contents })
})

test.each([
  [{}, 'eventName'],
  [{ eventName: 'AddToCart', currency: 'USD' }, 'currency'],
  [{ eventName: 'AddToCart', cart_total: -1 }, 'cart_total'],
])('rejects %j with a 400 naming %s', async (payload, field) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/fb-events', payload })
  expect(res.statusCode).toBe(400)
  expect(res.json()).toEqual({
    error: 'bad_request',
    message: expect.stringContaining(field),
    issues: expect.any(Array),
  })
})
