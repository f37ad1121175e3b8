// New brands and deleting empty ones (decision 0769): the store admin adds a brand with a logo uploaded
// through the picture pipeline, shoppers find its page at once; its address is unique (409 that writes
// nothing); a brand with products, a brand user or a home banner stays (409 saying why), an empty one
// goes with its audit row; a brand user can do neither.
import { buffer } from 'node:stream/consumers'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminAudit, brands, homeBanners } from '../../src/db/schema.ts'
import { localMediaStore } from '../../src/media/local-media-store.ts'
import { buildAdminShop, type AdminShop } from './admin-support.ts'

let ctx: AdminShop
beforeAll(async () => {
  ctx = await buildAdminShop()
})
afterAll(() => ctx.smtp.close())

const create = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/brands', headers, payload })
const remove = (headers: Record<string, string>, id: number) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/admin/brands/${id}`, headers })
const uploadLogo = (headers: Record<string, string>, body: Buffer | string, type = 'image/png') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/brands/logos',
    headers: { ...headers, 'content-type': type },
    payload: body,
  })
const brandPage = (slug: string) => ctx.app.inject({ method: 'GET', url: `/api/brand/product/slug/${slug}` })
const newBrand = (logoUrl: string) => ({
  name: 'Chai Chapter',
  slug: 'chai-chapter',
  description: 'Small-batch Assam and Darjeeling teas.',
  city: 'Guwahati',
  logoUrl,
  bannerUrl: null,
  featured: false,
  salesChannel: 'HAAT',
})

describe('new brands in the admin', () => {
  test('the store admin adds a brand with an uploaded logo; its page is there at once; an empty brand is deleted', async () => {
    const admin = await ctx.admin()
    const png = await sharp({ create: { width: 600, height: 300, channels: 4, background: '#b5651d' } })
      .png()
      .toBuffer()
    const logo = await uploadLogo(admin, png)
    expect(logo.statusCode, logo.body).toBe(200)
    const { imageUrl } = logo.json()
    expect(imageUrl).toMatch(/^\/media\/u\/logos\/[0-9a-f]{20}-320\.webp$/)
    const file = await localMediaStore(ctx.env.MEDIA_DIR!).get(imageUrl.replace('/media/', ''))
    expect(await sharp(await buffer(file!.body)).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 320,
    })

    expect((await brandPage('chai-chapter')).statusCode).toBe(404)
    const created = await create(admin, newBrand(imageUrl))
    expect(created.statusCode, created.body).toBe(200)
    const brand = created.json()
    expect(brand).toMatchObject({
      slug: 'chai-chapter',
      productCount: 0,
      shop: null,
      edit: { logoUrl: imageUrl },
    })
    const page = await brandPage('chai-chapter')
    expect(page.statusCode).toBe(200)
    expect(JSON.stringify(page.json())).toContain('Chai Chapter')

    // The same address again: a 409 naming the brand that has it, nothing written.
    const clash = await create(admin, {
      ...newBrand(imageUrl),
      name: 'Chai Chapter Two',
      slug: ' Chai-Chapter ',
    })
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toEqual({
      error: 'conflict',
      message: 'Chai Chapter already has the address chai-chapter; choose another',
    })
    expect(await ctx.db.select().from(brands).where(eq(brands.name, 'Chai Chapter Two'))).toEqual([])

    const deleted = await remove(admin, brand.id)
    expect(deleted.statusCode, deleted.body).toBe(204)
    expect((await brandPage('chai-chapter')).statusCode).toBe(404)
    const audit = await ctx.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.entityId, String(brand.id)))
    expect(audit.map((a) => a.action)).toEqual(['brand.create', 'brand.delete'])
    expect(audit[0]).toMatchObject({ before: null, after: { slug: 'chai-chapter', logoUrl: imageUrl } })
    expect(audit[1]).toMatchObject({ before: { slug: 'chai-chapter', name: 'Chai Chapter' }, after: null })
  })

  test('a brand with products or a home banner leading to it is not deleted, and says why', async () => {
    const admin = await ctx.admin()
    const withProducts = await remove(admin, ctx.brands.volt.id)
    expect(withProducts.statusCode).toBe(409)
    expect(withProducts.json().message).toBe(
      'Volt Veda has 1 products: a brand with products cannot be deleted',
    )

    const empty = (await create(admin, { ...newBrand('/media/brands/x-logo.svg'), slug: 'empty-one' })).json()
    await ctx.db.insert(homeBanners).values({
      slot: 3,
      imageUrl: '/media/banners/home-3-1280.webp',
      alt: 'Empty One',
      targetKind: 'brand',
      target: 'empty-one',
    })
    const withBanner = await remove(admin, empty.id)
    expect(withBanner.statusCode).toBe(409)
    expect(withBanner.json().message).toBe('Home banner slot 3 leads to Chai Chapter: change it first')
    await ctx.db.delete(homeBanners)
    expect((await remove(admin, empty.id)).statusCode).toBe(204)
    expect((await remove(admin, empty.id)).statusCode).toBe(404)
  })

  test('bad input and refused logos are 4xx with a message and write nothing', async () => {
    const admin = await ctx.admin()
    const before = await ctx.db.select().from(brands)
    const bad = [
      { ...newBrand('/media/x.svg'), slug: 'Has Spaces' },
      { ...newBrand('/media/x.svg'), slug: '-dash-first' },
      { ...newBrand('/media/x.svg'), slug: 'x' },
      { ...newBrand('/media/x.svg'), name: '  ' },
      { ...newBrand('javascript:alert(1)') },
      { ...newBrand('/media/x.svg'), salesChannel: 'AMAZON' },
    ]
    const answers = await Promise.all(bad.map((b) => create(admin, b)))
    expect(answers.map((a) => a.statusCode)).toEqual(bad.map(() => 400))
    const logos = [
      await uploadLogo(admin, Buffer.from('<html>not a picture</html>'), 'image/png'),
      await uploadLogo(admin, 'not a picture', 'text/plain'),
    ]
    expect(logos.map((a) => a.statusCode)).toEqual([400, 415])
    expect(logos[0]!.json()).toMatchObject({ error: 'image_refused' })
    expect(await ctx.db.select().from(brands)).toEqual(before)
  })

  test('a brand user can neither add nor delete brands', async () => {
    const volt = await ctx.brandUser('volt-veda')
    const before = await ctx.db.select().from(brands)
    const refused = [
      await create(volt, { ...newBrand('/media/x.svg'), slug: 'volt-two' }),
      await remove(volt, ctx.brands.volt.id),
      await remove(volt, ctx.brands.home.id),
    ]
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403])
    expect(refused[0]!.json().message).toBe('New brands are added by the store admin')
    expect(await ctx.db.select().from(brands)).toEqual(before)
  })
})
