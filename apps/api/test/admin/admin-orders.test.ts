// The admin's orders (issue 15 §2, issue 18 §1): filters, shipping with tracking (the shopper's "on its
// way" mail arrives at the SMTP server), cancelling a paid order (refunded through the sandbox gateway;
// cancelled and refunded mail), cash on delivery shipped then delivered; every change in the audit log;
// a brand user sees and acts on its own brand's orders only.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminAudit, orders } from '../../src/db/schema.ts'
import { line } from '../support/shop.ts'
import { buildAdminShop, placeOrder, type AdminShop } from './admin-support.ts'

let ctx: AdminShop
beforeAll(async () => {
  ctx = await buildAdminShop()
})
afterAll(() => ctx.smtp.close())

const post = async (url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers })
const mailAbout = (publicId: string, words: string) =>
  ctx.smtp.waitFor((m) => (m.subject?.includes(publicId) ?? false) && (m.subject?.includes(words) ?? false))

describe('shipping', () => {
  test('a paid order ships with its tracking; the shopper is mailed; the audit log has it', async () => {
    const { publicId, shopper } = await placeOrder(ctx, 'meera', 'UPI')
    const admin = await ctx.admin()
    const tracking = {
      carrier: 'Delhivery',
      trackingNumber: 'DL-88213409',
      trackingUrl: 'https://www.delhivery.com/track/package/DL-88213409',
    }
    const shipped = await post(`/api/admin/orders/${publicId}/ship`, admin, tracking)
    expect(shipped.statusCode).toBe(200)
    expect(shipped.json()).toMatchObject({
      status: 'SHIPPED',
      tracking,
      shippedAt: expect.any(String),
      actions: { ship: false, deliver: true, cancel: false },
      history: [{ action: 'order.ship', actorEmail: 'asha-admin@example.in' }],
    })

    const mail = await mailAbout(publicId, 'has shipped')
    expect(mail.to).toMatchObject({ value: [{ address: 'meera@example.in' }] })
    for (const body of [mail.text!, mail.html as string]) {
      expect(body).toContain('Delhivery')
      expect(body).toContain('DL-88213409')
    }
    expect(mail.text).toContain('Track your parcel: https://www.delhivery.com/track/package/DL-88213409')

    // The shopper sees it; a shipped order can no longer be cancelled, by them or by an operator.
    const own = await get(`/api/orders/${publicId}`, shopper)
    expect(own.json()).toMatchObject({ status: 'SHIPPED', tracking })
    expect((await post(`/api/orders/${publicId}/cancel`, shopper)).statusCode).toBe(409)
    expect((await post(`/api/admin/orders/${publicId}/cancel`, admin)).statusCode).toBe(409)
    expect((await post(`/api/admin/orders/${publicId}/ship`, admin, tracking)).statusCode).toBe(409)

    const [audit] = await ctx.db.select().from(adminAudit).where(eq(adminAudit.entityId, publicId))
    expect(audit).toMatchObject({
      actorId: 'asha-admin',
      action: 'order.ship',
      entity: 'order',
      before: { status: 'PAID', tracking: null },
      after: { status: 'SHIPPED', tracking },
    })
  })

  test('bad tracking is a 400 with issues, and changes nothing', async () => {
    const { publicId } = await placeOrder(ctx, 'ravi', 'COD')
    const admin = await ctx.admin()
    const bad = await post(`/api/admin/orders/${publicId}/ship`, admin, {
      carrier: 'X',
      trackingNumber: 'has spaces;',
      trackingUrl: 'javascript:alert(1)',
    })
    expect(bad.statusCode).toBe(400)
    expect(
      bad
        .json()
        .issues.map((i: { path: string[] }) => i.path.join('.'))
        .sort(),
    ).toEqual(['body.carrier', 'body.trackingNumber', 'body.trackingUrl'])
    const [row] = await ctx.db.select().from(orders).where(eq(orders.publicId, publicId))
    expect(row).toMatchObject({ status: 'CONFIRMED', tracking: null })
  })

  test('cash on delivery: shipped, then delivered, when the cash counts as paid', async () => {
    const { publicId } = await placeOrder(ctx, 'lata', 'COD')
    const admin = await ctx.admin()
    const shipped = await post(`/api/admin/orders/${publicId}/ship`, admin, {
      carrier: 'India Post',
      trackingNumber: 'EE123456789IN',
    })
    expect(shipped.json()).toMatchObject({ status: 'SHIPPED', paidAt: null })
    const mail = await mailAbout(publicId, 'has shipped')
    expect(mail.text).toContain('India Post tracking number EE123456789IN')
    expect(mail.text).toContain(`View your order: https://haat.example/orders/${publicId}`)

    const delivered = await post(`/api/admin/orders/${publicId}/deliver`, admin)
    expect(delivered.json()).toMatchObject({
      status: 'DELIVERED',
      paidAt: expect.any(String),
      deliveredAt: expect.any(String),
      actions: { ship: false, deliver: false, cancel: false },
    })
    expect(delivered.json().history.map((h: { action: string }) => h.action)).toEqual([
      'order.deliver',
      'order.ship',
    ])
  })
})

describe('cancelling', () => {
  test('a paid order is refunded through the gateway; the shopper gets the cancelled and refunded mail', async () => {
    const { publicId, shopper } = await placeOrder(ctx, 'kabir', 'UPI')
    const cancelled = await post(`/api/admin/orders/${publicId}/cancel`, await ctx.admin())
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({
      status: 'CANCELLED',
      history: [{ action: 'order.cancel', before: { status: 'PAID' }, after: { status: 'CANCELLED' } }],
    })
    const mail = await mailAbout(publicId, 'was cancelled')
    expect(mail.text).toContain('will be refunded to your UPI')
    // The sandbox gateway processes the refund at once: the order shows it, and the refund mail follows.
    await expect
      .poll(async () => (await get(`/api/orders/${publicId}`, shopper)).json().refundStatus, {
        // The sandbox sends its refund webhook on its own time and retries a refused one after 1, 5 and
        // 30 s, as Razorpay does; on a loaded PostgreSQL run the last retry was needed.
        timeout: 45_000,
      })
      .toBe('PROCESSED')
    const refunded = await mailAbout(publicId, 'Refund of')
    expect(refunded.text).toContain('We have refunded ₹2,499 to your UPI')
  }, 60_000)
})

describe('the list', () => {
  test('filters by status, brand and day', async () => {
    const admin = await ctx.admin()
    const torchOrder = await placeOrder(ctx, 'neha', 'COD', [line(ctx.torch.id, ctx.torch.variantId, 1)])
    const all = (await get('/api/admin/orders', admin)).json()
    expect(all.totalElements).toBeGreaterThanOrEqual(5)
    expect(all.content[0]).toMatchObject({
      publicId: torchOrder.publicId,
      customerEmail: 'neha@example.in',
      brands: [{ slug: 'volt-veda' }],
    })
    const volt = (await get(`/api/admin/orders?brand=${ctx.brands.volt.id}`, admin)).json()
    expect(volt.content.map((o: { publicId: string }) => o.publicId)).toEqual([torchOrder.publicId])
    const shipped = (await get('/api/admin/orders?status=SHIPPED', admin)).json()
    expect(shipped.content.every((o: { status: string }) => o.status === 'SHIPPED')).toBe(true)
    expect(shipped.totalElements).toBe(1)
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)
    expect((await get(`/api/admin/orders?from=${today}&to=${today}`, admin)).json().totalElements).toBe(
      all.totalElements,
    )
    expect((await get('/api/admin/orders?to=2020-01-01', admin)).json().totalElements).toBe(0)
    expect((await get('/api/admin/orders?status=LOST', admin)).statusCode).toBe(400)
    expect((await get('/api/admin/orders?from=yesterday', admin)).statusCode).toBe(400)
  })
})

describe('a brand user', () => {
  test("sees and acts on its own brand's orders only", async () => {
    const volt = await ctx.brandUser('volt-veda')
    const own = await placeOrder(ctx, 'isha', 'COD', [line(ctx.torch.id, ctx.torch.variantId, 1)])
    const mixed = await placeOrder(ctx, 'dev', 'COD', [
      line(ctx.torch.id, ctx.torch.variantId, 1),
      line(ctx.shop.mug.id, ctx.variantsOf(ctx.shop.mug.id)[0]!, 1),
    ])
    const other = await placeOrder(ctx, 'tara', 'COD')

    const list = (await get('/api/admin/orders', volt)).json()
    const ids = list.content.map((o: { publicId: string }) => o.publicId)
    expect(ids).toContain(own.publicId)
    expect(ids).toContain(mixed.publicId)
    expect(ids).not.toContain(other.publicId)
    // Asking for another brand's orders still answers its own.
    const asked = (await get(`/api/admin/orders?brand=${ctx.brands.home.id}`, volt)).json()
    expect(asked.content.map((o: { publicId: string }) => o.publicId)).not.toContain(other.publicId)

    // Another brand's order is not there at all; a mixed one is visible but not its to ship.
    expect((await get(`/api/admin/orders/${other.publicId}`, volt)).statusCode).toBe(404)
    const tracking = { carrier: 'Delhivery', trackingNumber: 'DL-1' + '0000' }
    expect((await post(`/api/admin/orders/${other.publicId}/ship`, volt, tracking)).statusCode).toBe(404)
    expect((await post(`/api/admin/orders/${other.publicId}/cancel`, volt)).statusCode).toBe(404)
    const mixedView = (await get(`/api/admin/orders/${mixed.publicId}`, volt)).json()
    expect(mixedView.actions).toEqual({ ship: false, deliver: false, cancel: false })
    expect((await post(`/api/admin/orders/${mixed.publicId}/ship`, volt, tracking)).statusCode).toBe(403)
    expect((await post(`/api/admin/orders/${mixed.publicId}/cancel`, volt)).statusCode).toBe(403)

    // Its own order it ships.
    const shipped = await post(`/api/admin/orders/${own.publicId}/ship`, volt, tracking)
    expect(shipped.json()).toMatchObject({ status: 'SHIPPED' })
    const [untouched] = await ctx.db.select().from(orders).where(eq(orders.publicId, other.publicId))
    expect(untouched).toMatchObject({ status: 'CONFIRMED' })
  })
})
