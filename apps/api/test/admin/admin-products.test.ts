// The admin's product edits (issue 15 §2/§3): offer, price, stock, tags, category, texts; HTML in the
// description sanitised; bad input a 400 that changes nothing; the storefront's next read shows the
// change although it was cached; a brand user edits its own brand's products only; the audit log.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminAudit, products } from '../../src/db/schema.ts'
import { buildAdminShop, type AdminShop } from './admin-support.ts'

let ctx: AdminShop
beforeAll(async () => {
  ctx = await buildAdminShop()
})
afterAll(() => ctx.smtp.close())

const formOf = async (id: number, headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers })).json()
const put = (id: number, headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/products/${id}`, headers, payload })

function editOf(form: Awaited<ReturnType<typeof formOf>>) {
  return {
    ...form.edit,
    descriptionHtml: form.description,
    variants: form.variants.map((v: { id: number; price: number; availableForSale: boolean }) => ({
      id: v.id,
      price: v.price,
      availableForSale: v.availableForSale,
    })),
  }
}

describe('editing a product', () => {
  test('changes the offer, price, stock, tags and texts; shoppers see it at once', async () => {
    const admin = await ctx.admin()
    const { kurta } = ctx.shop
    const storefront = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/product/slug/${kurta.slug}` })).json()[0]
    expect(await storefront()).toMatchObject({
      offer: { type: 'PERCENT', value: 20, code: 'KURTA20' },
    })

    const form = await formOf(kurta.id, admin)
    const saved = await put(kurta.id, admin, {
      ...editOf(form),
      price: 1200,
      offer: { type: 'AMOUNT', value: 150, code: 'KURTA150' },
      tags: ['Diwali gifts', 'Cotton'],
      descriptionHtml:
        '<p>Hand-block printed.</p><script>alert(1)</script><p onclick="x()">Soft <b>cotton</b>.</p>',
      returnPolicy: '7-day returns, unused.',
      variants: form.variants.map((v: { id: number }, i: number) => ({
        id: v.id,
        price: 1200 + i * 100,
        availableForSale: i === 0,
      })),
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      description: 'Hand-block printed.\nSoft cotton.',
      edit: {
        price: 1200,
        offer: { type: 'AMOUNT', value: 150, code: 'KURTA150' },
        tags: ['Cotton', 'Diwali gifts'],
      },
    })

    const seen = await storefront()
    expect(seen).toMatchObject({
      price: { amount: 1200 },
      offer: { type: 'AMOUNT', value: 150, code: 'KURTA150' },
      description: 'Hand-block printed.\nSoft cotton.',
    })
    expect(JSON.stringify(seen)).not.toContain('<script')

    const [audit] = await ctx.db.select().from(adminAudit).where(eq(adminAudit.entity, 'product'))
    expect(audit).toMatchObject({
      actorId: 'asha-admin',
      action: 'product.update',
      entityId: String(kurta.id),
      before: { price: 1000, offer: { type: 'PERCENT', value: 20, code: 'KURTA20' } },
      after: { price: 1200, offer: { type: 'AMOUNT', value: 150, code: 'KURTA150' } },
    })
  })

  test('Hindi texts: saved and audited, the description cleaned like the English one (decision 0791)', async () => {
    const admin = await ctx.admin()
    const { mug } = ctx.shop
    const hindiRead = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/product/slug/${mug.slug}?lang=hi` })).json()[0]
    const form = await formOf(mug.id, admin)
    expect(form).toMatchObject({ descriptionHi: '', edit: { titleHi: '', headlineHi: '' } })
    const saved = await put(mug.id, admin, {
      ...editOf(form),
      titleHi: 'मिट्टी का मग',
      headlineHi: 'हाथ से बना मिट्टी का मग',
      descriptionHtmlHi: '<p>चाक पर बना।</p><script>alert(1)</script><p>रोज़ की <b>चाय</b> के लिए।</p>',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      descriptionHi: 'चाक पर बना।\nरोज़ की चाय के लिए।',
      edit: { titleHi: 'मिट्टी का मग', headlineHi: 'हाथ से बना मिट्टी का मग' },
    })
    expect(await hindiRead()).toMatchObject({
      title: 'मिट्टी का मग',
      description: 'चाक पर बना।\nरोज़ की चाय के लिए।',
    })
    const audits = await ctx.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.entityId, String(mug.id)))
    expect(audits.at(-1)).toMatchObject({
      action: 'product.update',
      before: { titleHi: '', descriptionHi: '' },
      after: { titleHi: 'मिट्टी का मग', descriptionHi: 'चाक पर बना।\nरोज़ की चाय के लिए।' },
    })
    // A body without the Hindi texts leaves them; an emptied one shows the English again.
    const { titleHi: _t, headlineHi: _h, ...withoutHindi } = editOf(await formOf(mug.id, admin))
    expect((await put(mug.id, admin, withoutHindi)).statusCode).toBe(200)
    expect((await hindiRead()).title).toBe('मिट्टी का मग')
    expect(
      (await put(mug.id, admin, { ...editOf(await formOf(mug.id, admin)), titleHi: ' ' })).statusCode,
    ).toBe(200)
    expect(await hindiRead()).toMatchObject({ title: 'Clay Mug', headline: 'हाथ से बना मिट्टी का मग' })
  })

  test('bad input is a 400 naming each field, and nothing changes', async () => {
    const admin = await ctx.admin()
    const { lamp } = ctx.shop
    const form = await formOf(lamp.id, admin)
    const cases: [object, string][] = [
      [{ price: -5 }, 'body.price'],
      [{ price: 10.5 }, 'body.price'],
      [{ offer: { type: 'PERCENT', value: 120, code: 'BIG120' } }, 'body.offer.value'],
      [{ offer: { type: 'AMOUNT', value: 5000, code: 'TOOMUCH' } }, 'body.offer.value'],
      [{ offer: { type: 'AMOUNT', value: 50, code: 'no spaces' } }, 'body.offer.code'],
      [{ title: '   ' }, 'body.title'],
      [
        { variants: [{ id: form.variants[0].id, price: -1, availableForSale: true }] },
        'body.variants.0.price',
      ],
    ]
    for (const [change, path] of cases) {
      const res = await put(lamp.id, admin, { ...editOf(form), ...change })
      expect(res.statusCode, JSON.stringify(change)).toBe(400)
      expect(res.json().issues.map((i: { path: string[] }) => i.path.join('.'))).toContain(path)
    }
    const stranger = await put(lamp.id, admin, {
      ...editOf(form),
      variants: [{ id: ctx.torch.variantId, price: 1, availableForSale: true }],
    })
    expect(stranger.statusCode).toBe(400)
    const [row] = await ctx.db.select().from(products).where(eq(products.id, lamp.id))
    expect(row).toMatchObject({ price: 2499, offerType: 'AMOUNT', offerValue: 300, offerCode: 'LAMP300' })
  })

  test("a brand user edits its own brand's products, and never another's", async () => {
    const volt = await ctx.brandUser('volt-veda')
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/admin/products', headers: volt })).json()
    expect(list.content.map((p: { title: string }) => p.title)).toEqual(['Solar Torch'])
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/admin/products/${ctx.shop.mug.id}`, headers: volt }))
        .statusCode,
    ).toBe(404)
    const adminForm = await formOf(ctx.shop.mug.id, await ctx.admin())
    expect((await put(ctx.shop.mug.id, volt, { ...editOf(adminForm), price: 1 })).statusCode).toBe(404)
    const own = await formOf(ctx.torch.id, volt)
    const saved = await put(ctx.torch.id, volt, {
      ...editOf(own),
      offer: { type: 'PERCENT', value: 10, code: 'TORCH10' },
    })
    expect(saved.json()).toMatchObject({ edit: { offer: { code: 'TORCH10' } } })
    const [mug] = await ctx.db.select().from(products).where(eq(products.id, ctx.shop.mug.id))
    expect(mug!.price).toBe(350)
  })
})
