// Brands in the admin (decision 0767): an admin edits a brand's page and moves it to its own Shopify
// store; the tokens are sealed so checkout opens them, and no answer or audit row carries them. Bad
// input is a 4xx that changes nothing; a brand user edits its own brand only and not its channel.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminAudit, brands, brandShops } from '../../src/db/schema.ts'
import { findBrandShops } from '../../src/repositories/brand-shops.ts'
import { secretBox } from '../../src/services/secrets/secret-box.ts'
import { loadSettingsKey } from '../../src/services/secrets/settings-key.ts'
import { buildAdminShop, type AdminShop } from './admin-support.ts'

let ctx: AdminShop
beforeAll(async () => {
  ctx = await buildAdminShop()
})
afterAll(() => ctx.smtp.close())

const STOREFRONT = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6'
const ADMIN_TOKEN = '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'
const edit = {
  name: 'Volt Veda Audio',
  description: 'Wireless sound, tuned in Noida.',
  city: 'Noida',
  logoUrl: '/media/brands/volt-veda-logo.webp',
  bannerUrl: null,
  featured: true,
  salesChannel: 'SHOPIFY',
}
const shop = { storeDomain: 'Volt-Veda.myshopify.com', storefrontApiVersion: '2025-07' }
const put = (url: string, headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/brands/${url}`, headers, payload })

describe('brands in the admin', () => {
  test('an admin edits a brand and sets its shop; tokens are sealed, opened by checkout, never answered', async () => {
    const admin = await ctx.admin()
    const id = ctx.brands.volt.id
    const saved = await put(`${id}`, admin, edit)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ slug: 'volt-veda', edit, shop: null })
    const page = await ctx.app.inject({ method: 'GET', url: '/api/brand/product/slug/volt-veda' })
    expect(page.body).toContain('Volt Veda Audio')

    const withShop = await put(`${id}/shop`, admin, {
      ...shop,
      storefrontToken: STOREFRONT,
      adminToken: ADMIN_TOKEN,
    })
    expect(withShop.statusCode, withShop.body).toBe(200)
    expect(withShop.json().shop).toEqual({
      storeDomain: 'volt-veda.myshopify.com',
      storefrontApiVersion: '2025-07',
      storefrontTokenSet: true,
      adminTokenSet: true,
    })
    const [row] = await ctx.db.select().from(brandShops).where(eq(brandShops.brandId, id))
    expect(row!.storefrontToken).not.toContain(STOREFRONT)
    const box = secretBox(await loadSettingsKey(ctx.db, ctx.env, { warn: () => {} }))
    expect((await findBrandShops(ctx.db, box, [id])).get(id)).toMatchObject({
      storefrontToken: STOREFRONT,
      adminToken: ADMIN_TOKEN,
    })

    // An empty token field keeps the stored one; a value replaces it.
    const replaced = await put(`${id}/shop`, admin, {
      ...shop,
      storefrontToken: null,
      adminToken: `${ADMIN_TOKEN}9`,
    })
    expect(replaced.statusCode).toBe(200)
    expect((await findBrandShops(ctx.db, box, [id])).get(id)).toMatchObject({
      storefrontToken: STOREFRONT,
      adminToken: `${ADMIN_TOKEN}9`,
    })
    const cleared = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/brands/${id}/shop`,
      headers: admin,
    })
    expect(cleared.json().shop).toBeNull()
    expect(await ctx.db.select().from(brandShops)).toEqual([])

    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/brands', headers: admin })
    expect(
      list
        .json()
        .content.map((b: { slug: string }) => b.slug)
        .sort(),
    ).toEqual([ctx.brands.home.slug, 'volt-veda'].sort())
    const audit = await ctx.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.entityId, String(id)))
    expect(audit.map((a) => a.action)).toEqual([
      'brand.update',
      'brand.shop.update',
      'brand.shop.update',
      'brand.shop.clear',
    ])
    expect(audit[0]).toMatchObject({
      before: { name: 'Volt Veda', salesChannel: 'HAAT' },
      after: { name: 'Volt Veda Audio' },
    })
    expect(audit[2]!.after).toMatchObject({ storefrontToken: 'set', adminToken: 'replaced' })
    const everything = JSON.stringify([audit, saved.json(), withShop.json(), list.json()])
    expect(everything).not.toContain(STOREFRONT)
    expect(everything).not.toContain(ADMIN_TOKEN)
  })

  test('bad input is a 4xx with a message and changes nothing', async () => {
    const admin = await ctx.admin()
    const id = ctx.brands.home.id
    const before = await ctx.db.select().from(brands)
    const answers = [
      await put(`${id}`, admin, { ...edit, name: '' }),
      await put(`${id}`, admin, { ...edit, logoUrl: 'javascript:alert(1)' }),
      await put(`${id}`, admin, { ...edit, salesChannel: 'AMAZON' }),
      await put(`${id}/shop`, admin, {
        ...shop,
        storeDomain: 'not a domain',
        storefrontToken: STOREFRONT,
        adminToken: ADMIN_TOKEN,
      }),
      await put(`${id}/shop`, admin, { ...shop, storefrontToken: 'short', adminToken: ADMIN_TOKEN }),
      await put(`${id}/shop`, admin, { ...shop, storefrontToken: STOREFRONT, adminToken: null }), // a new shop needs both
      await put('999999', admin, edit),
      await ctx.app.inject({ method: 'DELETE', url: `/api/admin/brands/${id}/shop`, headers: admin }),
    ]
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 404, 404])
    for (const a of answers)
      expect(a.json()).toEqual(
        expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
      )
    expect(await ctx.db.select().from(brands)).toEqual(before)
    expect(await ctx.db.select().from(brandShops)).toEqual([])
  })

  test('a brand user edits its own brand and shop, not its channel, featured flag or another brand', async () => {
    const volt = await ctx.brandUser('volt-veda')
    const id = ctx.brands.volt.id
    const [current] = await ctx.db.select().from(brands).where(eq(brands.id, id))
    const own = {
      ...edit,
      featured: current!.featured,
      salesChannel: current!.salesChannel,
      city: 'Greater Noida',
    }
    expect((await put(`${id}`, volt, own)).statusCode).toBe(200)
    expect(
      (await put(`${id}/shop`, volt, { ...shop, storefrontToken: STOREFRONT, adminToken: ADMIN_TOKEN }))
        .statusCode,
    ).toBe(200)
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/brands', headers: volt })
    expect(list.json().content.map((b: { id: number }) => b.id)).toEqual([id])

    const other = ctx.brands.home.id
    const refused = [
      await put(`${id}`, volt, { ...own, salesChannel: own.salesChannel === 'HAAT' ? 'SHOPIFY' : 'HAAT' }),
      await put(`${id}`, volt, { ...own, featured: !own.featured }),
      await put(`${other}`, volt, own),
      await put(`${other}/shop`, volt, { ...shop, storefrontToken: STOREFRONT, adminToken: ADMIN_TOKEN }),
      await ctx.app.inject({ method: 'GET', url: `/api/admin/brands/${other}`, headers: volt }),
    ]
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 404, 404, 404])
    const [after] = await ctx.db.select().from(brands).where(eq(brands.id, id))
    expect(after).toMatchObject({
      city: 'Greater Noida',
      salesChannel: current!.salesChannel,
      featured: current!.featured,
    })
    const actors = await ctx.db.select().from(adminAudit).where(eq(adminAudit.actorId, 'brand-volt-veda'))
    expect(actors.map((a) => a.action)).toEqual(['brand.update', 'brand.shop.update'])
  })
})
