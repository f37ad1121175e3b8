// Home banners in the admin (decision 0768): the store admin uploads a real picture (made by sharp), puts
// it in a slot with its words and target; GET /api/banners (the home page's read) shows it at once at
// 640w and 1280w, in slot order, and forgets it when hidden; moving swaps slots. Refused pictures, unknown
// targets, outside links and bad input are 4xx that write nothing; a brand user gets 403; every change
// has its audit row.
import { buffer } from 'node:stream/consumers'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAX_PICTURE_BYTES } from '@haat/domain/admin/picture-limits'
import { adminAudit, homeBanners } from '../../src/db/schema.ts'
import { localMediaStore } from '../../src/media/local-media-store.ts'
import { buildAdminShop, type AdminShop } from './admin-support.ts'

let ctx: AdminShop
let photo: Buffer
beforeAll(async () => {
  ctx = await buildAdminShop()
  photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#d9480f' } })
    .jpeg()
    .toBuffer()
})
afterAll(() => ctx.smtp.close())

const uploadPicture = (headers: Record<string, string>, body: Buffer | string, type = 'image/jpeg') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/banners/pictures',
    headers: { ...headers, 'content-type': type },
    payload: body,
  })
const put = (headers: Record<string, string>, slot: number | string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/banners/${slot}`, headers, payload })
const move = (headers: Record<string, string>, slot: number, direction: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/banners/${slot}/move`, headers, payload: { direction } })
const home = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/banners' })).json() as {
    image: string
    srcSet: string
    alt: string
    href: string
    height: number
  }[]
/** The picture as the media server reads it: from the store the API wrote to. */
const stored = async (url: string) => {
  const file = await localMediaStore(ctx.env.MEDIA_DIR!).get(url.replace('/media/', ''))
  expect(file, url).not.toBeNull()
  return sharp(await buffer(file!.body)).metadata()
}

describe('home banners in the admin', () => {
  test('an uploaded banner shows on the home read at both sizes, in slot order; hides and moves', async () => {
    const admin = await ctx.admin()
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/admin/banners', headers: admin })
    expect(empty.json().content).toEqual([1, 2, 3, 4, 5, 6].map((slot) => ({ slot, edit: null, href: null })))
    expect(await home()).toEqual([])

    const picture = await uploadPicture(admin, photo)
    expect(picture.statusCode, picture.body).toBe(200)
    const { imageUrl } = picture.json()
    expect(imageUrl).toMatch(/^\/media\/u\/banners\/[0-9a-f]{20}-1280\.webp$/)
    expect(await stored(imageUrl)).toMatchObject({ format: 'webp', width: 1280, height: 427 })
    expect(await stored(imageUrl.replace('-1280', '-640'))).toMatchObject({ width: 640, height: 214 })

    const lampBanner = {
      imageUrl,
      alt: 'The brass lamp, lit: shop it',
      target: { kind: 'product', value: ctx.shop.lamp.slug },
      hidden: false,
    }
    const saved = await put(admin, 2, lampBanner)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({ slot: 2, edit: lampBanner, href: `/product/${ctx.shop.lamp.slug}` })
    const newBanner = {
      imageUrl: '/media/banners/home-1-1280.webp',
      alt: 'New drops this week',
      target: { kind: 'path', value: '/browse-all?sortby=new' },
      hidden: false,
    }
    expect((await put(admin, 5, newBanner)).statusCode).toBe(200)
    expect(await home()).toEqual([
      {
        image: imageUrl,
        srcSet: `${imageUrl.replace('-1280', '-640')} 640w, ${imageUrl} 1280w`,
        height: 427,
        alt: lampBanner.alt,
        href: `/product/${ctx.shop.lamp.slug}`,
      },
      expect.objectContaining({ alt: 'New drops this week', href: '/browse-all?sortby=new' }),
    ])

    const moved = await move(admin, 2, 'up') // slot 1 is empty: the banner goes there
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().content.slice(0, 2)).toEqual([
      { slot: 1, edit: lampBanner, href: `/product/${ctx.shop.lamp.slug}` },
      { slot: 2, edit: null, href: null },
    ])
    expect((await move(admin, 5, 'up')).statusCode).toBe(200)
    expect((await move(admin, 4, 'up')).statusCode).toBe(200)
    expect((await move(admin, 3, 'up')).statusCode).toBe(200)
    expect((await move(admin, 2, 'up')).statusCode).toBe(200) // now first: swaps with the lamp
    expect((await home()).map((b) => b.alt)).toEqual(['New drops this week', lampBanner.alt])

    const hidden = await put(admin, 1, { ...newBanner, hidden: true })
    expect(hidden.json().edit.hidden).toBe(true)
    expect((await home()).map((b) => b.alt)).toEqual([lampBanner.alt])

    const audit = await ctx.db.select().from(adminAudit).where(eq(adminAudit.entity, 'home_banner'))
    expect(audit.map((a) => `${a.action} ${a.entityId}`)).toEqual([
      'banner.create 2',
      'banner.create 5',
      'banner.move 2',
      'banner.move 5',
      'banner.move 4',
      'banner.move 3',
      'banner.move 2',
      'banner.update 1',
    ])
    expect(audit[2]).toMatchObject({
      before: { 1: null, 2: { alt: lampBanner.alt } },
      after: { 1: { alt: lampBanner.alt }, 2: null },
    })
    expect(audit[7]).toMatchObject({
      before: { hidden: false },
      after: { hidden: true },
      actorId: 'asha-admin',
    })
  })

  test('refused pictures and bad edits are 4xx with a message, and write nothing', async () => {
    const admin = await ctx.admin()
    const frame = (background: string) =>
      sharp({ create: { width: 30, height: 10, channels: 4, background } })
        .png()
        .toBuffer()
    const animated = await sharp(await Promise.all([frame('#0f0'), frame('#f00')]), {
      join: { animated: true },
    })
      .gif()
      .toBuffer()
    const truncated = (await sharp(photo).png().toBuffer()).subarray(0, 2000)
    const pictures = [
      await uploadPicture(admin, Buffer.from('<html>not a picture</html>')),
      await uploadPicture(admin, animated, 'image/gif'),
      await uploadPicture(admin, truncated, 'image/png'),
      await uploadPicture(admin, photo, 'application/pdf'),
      await uploadPicture(admin, Buffer.alloc(MAX_PICTURE_BYTES + 1), 'image/png'),
    ]
    expect(pictures.map((a) => a.statusCode)).toEqual([400, 400, 400, 415, 413])
    expect(pictures[0]!.json()).toMatchObject({
      error: 'image_refused',
      message: expect.stringMatching(/not an image/),
    })
    expect(pictures[1]!.json().message).toMatch(/is animated/)
    expect(pictures[2]!.json().message).toMatch(/truncated/)
    expect(pictures[4]!.json().message).toMatch(/at most 15 MB/)

    const before = await ctx.db.select().from(homeBanners)
    const auditBefore = await ctx.db.select().from(adminAudit)
    const good = {
      imageUrl: '/media/banners/home-3-1280.webp',
      alt: 'Volt Veda',
      target: { kind: 'brand', value: 'volt-veda' },
      hidden: false,
    }
    const bad = [
      { ...good, target: { kind: 'path', value: 'https://evil.example/' } },
      { ...good, target: { kind: 'path', value: '//evil.example/x' } },
      { ...good, target: { kind: 'path', value: '/\\evil.example' } },
      { ...good, target: { kind: 'path', value: 'javascript:alert(1)' } },
      { ...good, target: { kind: 'brand', value: 'no-such-brand' } },
      { ...good, target: { kind: 'product', value: 'no-such-product' } },
      { ...good, target: { kind: 'guide', value: 'no-such-guide' } },
      { ...good, target: { kind: 'tag', value: 'no-such-tag' } },
      { ...good, target: { kind: 'shop', value: 'volt-veda' } },
      { ...good, alt: '   ' },
      { ...good, imageUrl: 'https://evil.example/x-1280.webp' },
      { ...good, imageUrl: '/media/u/banners/0123456789abcdef0123-1280.webp' }, // never uploaded
    ]
    const answers = await Promise.all(bad.map((b) => put(admin, 3, b)))
    expect(answers.map((a) => a.statusCode)).toEqual(bad.map(() => 400))
    expect(answers[4]!.json().message).toBe('No brand with the address no-such-brand')
    expect(answers[6]!.json().message).toBe('No published guide with the address no-such-guide')
    expect(answers[11]!.json().message).toMatch(/upload it again/)
    const slots = await Promise.all([put(admin, 0, good), put(admin, 7, good), put(admin, 'x', good)])
    expect(slots.map((a) => a.statusCode)).toEqual([400, 400, 400])
    const moves = [await move(admin, 1, 'up'), await move(admin, 6, 'down'), await move(admin, 3, 'left')]
    expect(moves.map((a) => a.statusCode)).toEqual([400, 400, 400])
    expect(moves[0]!.json().message).toBe('Slot 1 is already the first')
    expect(await ctx.db.select().from(homeBanners)).toEqual(before)
    expect(await ctx.db.select().from(adminAudit)).toEqual(auditBefore)
  })

  test('a brand user can neither see nor change the banners', async () => {
    const volt = await ctx.brandUser('volt-veda')
    const before = await ctx.db.select().from(homeBanners)
    const refused = [
      await ctx.app.inject({ method: 'GET', url: '/api/admin/banners', headers: volt }),
      await put(volt, 4, {
        imageUrl: '/media/banners/home-4-1280.webp',
        alt: 'Volt Veda, everywhere',
        target: { kind: 'brand', value: 'volt-veda' },
        hidden: false,
      }),
      await move(volt, 2, 'down'),
      await uploadPicture(volt, photo),
    ]
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403])
    expect(refused[0]!.json()).toMatchObject({ error: 'forbidden' })
    expect(await ctx.db.select().from(homeBanners)).toEqual(before)
  })
})

describe('a banner that leads to a guide', () => {
  test("follows the guide's new address, and keeps the guide from being unpublished", async () => {
    const admin = await ctx.admin()
    const guide = {
      name: 'Festive Lamps',
      slug: 'festive-lamps',
      headline: 'Light for the long evenings',
      description: 'Lamps our curator lights every Diwali.',
      curatorName: 'Meera Nair',
      curatorPhotoUrl: '/media/curators/meera-nair.webp',
      imageUrl: 'https://images.example.in/lamps.jpg',
      featured: false,
      published: true,
      productSlugs: [ctx.shop.lamp.slug],
    }
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/guides',
      headers: admin,
      payload: guide,
    })
    expect(created.statusCode, created.body).toBe(200)
    const guideUrl = `/api/admin/guides/${created.json().id}`
    const banner = {
      imageUrl: '/media/banners/home-1-1280.webp',
      alt: 'Festive lamps, chosen by Meera',
      target: { kind: 'guide', value: 'festive-lamps' },
      hidden: false,
    }
    expect((await put(admin, 6, banner)).statusCode).toBe(200)

    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: guideUrl,
      headers: admin,
      payload: { ...guide, slug: 'diwali-lamps' },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const [row] = await ctx.db.select().from(homeBanners).where(eq(homeBanners.slot, 6))
    expect(row).toMatchObject({ targetKind: 'guide', target: 'diwali-lamps' })
    expect((await home()).map((b) => b.href)).toContain('/guides/diwali-lamps')

    const unpublished = await ctx.app.inject({
      method: 'PUT',
      url: guideUrl,
      headers: admin,
      payload: { ...guide, slug: 'diwali-lamps', published: false, name: 'Changed' },
    })
    expect(unpublished.statusCode).toBe(409)
    expect(unpublished.json()).toEqual({
      error: 'conflict',
      message: 'Home banner slot 6 leads to this guide: point it elsewhere first',
    })
    const after = await ctx.app.inject({ method: 'GET', url: guideUrl, headers: admin })
    expect(after.json().edit).toMatchObject({ name: 'Festive Lamps', published: true }) // nothing written
  })
})
