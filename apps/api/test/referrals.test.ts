// POST /api/referrals (issue 17 §4, decision 0782): visits through shared links, and an order attributed
// once, only by its own shopper.
import { beforeAll, describe, expect, test } from 'vitest'
import { referrals } from '../src/db/schema.ts'
import { pendingOrder } from './support/payments.ts'
import { buildShop, type ShopContext } from './support/shop.ts'

let ctx: ShopContext
beforeAll(async () => {
  ctx = await buildShop()
})
const post = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/referrals', payload, headers })

describe('POST /api/referrals', () => {
  test('a visit through a shared link is recorded; a bad code or path is a 400', async () => {
    const res = await post({ kind: 'visit', code: 'ab12cd34ef', path: '/product/clay-mug' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toEqual({ recorded: true })
    const bad = await post({ kind: 'visit', code: 'AB', path: 'https://elsewhere.example/' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual([
      'body.code',
      'body.path',
    ])
  })

  test('an order is attributed once, and only by its own shopper', async () => {
    const asha = await ctx.shopper('asha-ref')
    const ravi = await ctx.shopper('ravi-ref')
    const orderId = await pendingOrder(ctx, asha)
    const attribute = { kind: 'order', code: 'ab12cd34ef', orderId }
    expect((await post(attribute)).statusCode).toBe(404) // a guest
    expect((await post(attribute, ravi)).statusCode).toBe(404) // someone else's order
    const first = await post(attribute, asha)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toEqual({ recorded: true })
    expect((await post({ ...attribute, code: 'zz99yy88xx' }, asha)).json()).toEqual({ recorded: false })
    const rows = await ctx.db.select().from(referrals)
    expect(rows.filter((r) => r.kind === 'order')).toMatchObject([
      { code: 'ab12cd34ef', orderId, userId: 'asha-ref' },
    ])
  })

  test('a checkout started with the shared link’s cookie is attributed to its code, and only then', async () => {
    const meera = await ctx.shopper('meera-ref')
    const referred = await pendingOrder(ctx, { ...meera, cookie: 'haat_ref=ab12cd34ef; other=1' })
    const direct = await pendingOrder(ctx, meera)
    const forged = await pendingOrder(ctx, { ...meera, cookie: 'haat_ref=DROP%20TABLE' })
    const rows = await ctx.db.select().from(referrals)
    const attributed = rows.filter((r) => r.kind === 'order' && r.userId === 'meera-ref')
    expect(attributed).toMatchObject([{ code: 'ab12cd34ef', orderId: referred }])
    expect(new Set([referred, direct, forged]).size).toBe(3)
  })
})
