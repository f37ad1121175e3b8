// Every /api/admin route, as the API registers it (read from its OpenAPI document, so a new route is
// checked without touching this test): 401 without a token, 403 for a shopper's token and for a brand
// user of a brand the store does not have; an admin gets through. The CLI's grant shows in the tokens.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminAudit } from '../../src/db/schema.ts'
import { buildAdminShop, placeOrder, type AdminShop } from './admin-support.ts'

let ctx: AdminShop
let publicId: string
beforeAll(async () => {
  ctx = await buildAdminShop()
  publicId = (await placeOrder(ctx, 'meera', 'COD')).publicId
})
afterAll(() => ctx.smtp.close())

let doc: { paths: Record<string, Record<string, unknown>> }
beforeAll(async () => {
  doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
})

function adminRoutes(): { method: string; url: string }[] {
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({
        method: method.toUpperCase(),
        url: path
          .replace('{publicId}', publicId)
          .replace('{id}', String(ctx.shop.lamp.id))
          .replace('{slot}', '1'),
      })),
    )
}

const call = (r: { method: string; url: string }, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: r.method as 'GET',
    url: r.url,
    headers,
    payload: r.method === 'GET' ? undefined : {},
  })

describe('the admin API', () => {
  test('lists its routes in the OpenAPI document', () => {
    const id = new RegExp(`/${ctx.shop.lamp.id}(?=/|$)`)
    const urls = adminRoutes().map(
      (r) => `${r.method} ${r.url.replace(publicId, ':order').replace(id, '/:id')}`,
    )
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/me',
        'GET /api/admin/orders',
        'GET /api/admin/orders/:order',
        'POST /api/admin/orders/:order/ship',
        'POST /api/admin/orders/:order/cancel',
        'GET /api/admin/tapes',
        'POST /api/admin/tapes',
        'PUT /api/admin/tapes/:id',
        'DELETE /api/admin/tapes/:id',
        'GET /api/admin/insights',
        'GET /api/admin/imports',
        'POST /api/admin/imports',
        'GET /api/admin/imports/:id',
        'POST /api/admin/imports/:id/start',
        'GET /api/admin/brands',
        'GET /api/admin/brands/:id',
        'PUT /api/admin/brands/:id',
        'PUT /api/admin/brands/:id/shop',
        'DELETE /api/admin/brands/:id/shop',
        'GET /api/admin/banners',
        'PUT /api/admin/banners/1',
        'POST /api/admin/banners/1/move',
        'POST /api/admin/banners/pictures',
        'POST /api/admin/brands',
        'DELETE /api/admin/brands/:id',
        'POST /api/admin/brands/logos',
      ]),
    )
  })

  test('refuses every route without a token (401) and with a shopper token (403)', async () => {
    const shopper = await ctx.shopperToken('meera')
    const unknownBrand = await ctx.brandUser('no-such-brand')
    for (const route of adminRoutes()) {
      const anonymous = await call(route)
      expect(anonymous.statusCode, `${route.method} ${route.url} without a token`).toBe(401)
      expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer/)
      const asShopper = await call(route, shopper)
      expect(asShopper.statusCode, `${route.method} ${route.url} as a shopper`).toBe(403)
      expect(asShopper.json()).toMatchObject({ error: 'forbidden' })
      const asStranger = await call(route, unknownBrand)
      expect(asStranger.statusCode, `${route.method} ${route.url} for an unknown brand`).toBe(403)
    }
    // Nothing was changed by any of them.
    expect(await ctx.db.select().from(adminAudit)).toEqual([])
    const order = await ctx.app.inject({ method: 'GET', url: `/api/orders/${publicId}`, headers: shopper })
    expect(order.json()).toMatchObject({ status: 'CONFIRMED' })
  })

  test('lets an admin in, with a CSRF token bound to its token, and opens the admin pages by cookie', async () => {
    const admin = await ctx.admin()
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: admin })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ role: 'admin', brand: null, csrfToken: expect.any(String) })
    const again = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: admin })
    expect(again.json().csrfToken).toBe(me.json().csrfToken)
    const otherAdmin = await ctx.issuer.token({ sub: 'ravi-admin', haat_role: 'admin' })
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${otherAdmin}` },
    })
    expect(other.json().csrfToken).not.toBe(me.json().csrfToken) // another token (session), another CSRF token

    const session = await ctx.app.inject({ method: 'POST', url: '/api/admin/session', headers: admin })
    expect(session.statusCode).toBe(200)
    const cookie = String(session.headers['set-cookie'])
    expect(cookie).toMatch(/^haat_admin=ey/)
    expect(cookie).toContain('Path=/admin')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Secure') // PUBLIC_ORIGIN is https
  })

  test('a brand user of a real brand gets in bound to it', async () => {
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: await ctx.brandUser('volt-veda'),
    })
    expect(me.json()).toMatchObject({ role: 'brand', brand: { slug: 'volt-veda', name: 'Volt Veda' } })
  })
})
