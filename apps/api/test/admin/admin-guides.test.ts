// Guides in the admin (issue 15 §2): a store admin writes a draft, publishes it with its curator and
// ordered products, and shoppers see it at once (cached answers too); bad input changes nothing; a
// brand user cannot touch guides; every change is in the audit log.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminAudit, guides } from '../../src/db/schema.ts'
import { buildAdminShop, type AdminShop } from './admin-support.ts'

let ctx: AdminShop
beforeAll(async () => {
  ctx = await buildAdminShop()
})
afterAll(() => ctx.smtp.close())

const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method, url, headers, payload })
const shopperSees = (slug: string) => ctx.app.inject({ method: 'GET', url: `/api/feeds/slug/${slug}` })
const featured = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/feeds/featuredGuides' })).json() as { slug: string }[]

const draft = () => ({
  name: 'Monsoon Desk',
  slug: 'monsoon-desk',
  headline: 'Light and warmth for grey afternoons',
  description: 'Three things our curator keeps on her desk when it pours.',
  curatorName: 'Meera Nair',
  curatorPhotoUrl: '/media/curators/meera-nair.webp',
  imageUrl: 'https://images.example.in/monsoon.jpg',
  featured: true,
  published: false,
  productSlugs: [ctx.shop.lamp.slug, ctx.shop.kurta.slug],
})

describe('guides in the admin', () => {
  test('a draft stays hidden; published, shoppers see it with its products in order', async () => {
    const admin = await ctx.admin()
    expect((await shopperSees('monsoon-desk')).statusCode).toBe(404)
    expect(await featured()).toEqual([]) // the answer is cached now

    const created = await send('POST', '/api/admin/guides', admin, draft())
    expect(created.statusCode).toBe(200)
    const { id } = created.json()
    expect((await shopperSees('monsoon-desk')).statusCode).toBe(404)

    const order = [ctx.shop.mug.slug, ctx.shop.lamp.slug, ctx.shop.kurta.slug]
    const published = await send('PUT', `/api/admin/guides/${id}`, admin, {
      ...draft(),
      published: true,
      productSlugs: order,
    })
    expect(published.statusCode).toBe(200)
    expect(published.json().products.map((p: { slug: string }) => p.slug)).toEqual(order)

    const seen = await shopperSees('monsoon-desk')
    expect(seen.statusCode).toBe(200)
    expect(seen.json()).toMatchObject({
      curatorName: 'Meera Nair',
      curatorPhotoUrl: '/media/curators/meera-nair.webp',
    })
    expect(seen.json().products.map((p: { slug: string }) => p.slug)).toEqual(order)
    expect((await featured()).map((g) => g.slug)).toEqual(['monsoon-desk'])

    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/guides', headers: admin })
    expect(list.json().content).toEqual([expect.objectContaining({ id, published: true, productCount: 3 })])
    const audit = await ctx.db.select().from(adminAudit).where(eq(adminAudit.entity, 'guide'))
    expect(audit.map((a) => a.action).sort()).toEqual(['guide.create', 'guide.update'])
    expect(audit.find((a) => a.action === 'guide.update')).toMatchObject({
      actorId: 'asha-admin',
      before: { published: false },
      after: { published: true },
    })
  })

  test('bad input is a 4xx that changes nothing', async () => {
    const admin = await ctx.admin()
    const before = await ctx.db.select().from(guides)
    const answers = await Promise.all([
      send('POST', '/api/admin/guides', admin, { ...draft(), slug: 'Not A Slug' }),
      send('POST', '/api/admin/guides', admin, { ...draft(), imageUrl: 'javascript:alert(1)' }),
      send('POST', '/api/admin/guides', admin, { ...draft(), slug: 'x', productSlugs: ['no-such-product'] }),
      send('POST', '/api/admin/guides', admin, { ...draft(), slug: 'y', productSlugs: ['a', 'a'] }),
      send('POST', '/api/admin/guides', admin, { ...draft(), name: '' }),
    ])
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 400])
    for (const a of answers) expect(a.json()).toHaveProperty('message')
    expect(answers[2]!.json().message).toContain('no-such-product')
    const taken = await send('POST', '/api/admin/guides', admin, draft()) // monsoon-desk exists
    expect(taken.statusCode).toBe(409)
    expect(await ctx.db.select().from(guides)).toEqual(before)
  })

  test('a brand user cannot list, read or change guides', async () => {
    const volt = await ctx.brandUser('volt-veda')
    const [guide] = await ctx.db.select().from(guides)
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/admin/guides', headers: volt }),
      ctx.app.inject({ method: 'GET', url: `/api/admin/guides/${guide!.id}`, headers: volt }),
      send('PUT', `/api/admin/guides/${guide!.id}`, volt, { ...draft(), name: 'Hijacked' }),
      send('POST', '/api/admin/guides', volt, { ...draft(), slug: 'volt-picks' }),
    ])
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403, 403])
    const [after] = await ctx.db.select().from(guides).where(eq(guides.id, guide!.id))
    expect(after!.name).toBe('Monsoon Desk')
  })
})
