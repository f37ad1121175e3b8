// Tapes in the admin (decision 0766): an operator uploads a real MP4 (made by ffmpeg), links it to a
// product; the storefront's feed shows it at once, in the operator's order, and forgets it when hidden
// or removed. Refused videos, oversized bodies and bad input are 4xx that write nothing; a brand user
// reaches only its own brand's tapes and products; every change has its audit row.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAX_TAPE_BYTES } from '@haat/domain/admin/tape-limits'
import { adminAudit, tapes } from '../../src/db/schema.ts'
import { makeMp4 } from '../support/tape-fixture.ts'
import { buildAdminShop, type AdminShop } from './admin-support.ts'

let ctx: AdminShop
let portrait: Buffer
beforeAll(async () => {
  ctx = await buildAdminShop()
  portrait = await makeMp4(180, 320)
})
afterAll(() => ctx.smtp.close())

const upload = (headers: Record<string, string>, query: string, body: Buffer | string, type = 'video/mp4') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/tapes?${query}`,
    headers: { ...headers, 'content-type': type },
    payload: body,
  })
const feed = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/file/tapes?page=0&size=20' })).json().content as {
    id: number
    product: { slug: string }
  }[]

describe('tapes in the admin', () => {
  test('an uploaded tape shows on the storefront in the set order, hides and goes', async () => {
    const admin = await ctx.admin()
    const { lamp } = ctx.shop
    const first = await upload(admin, `product=${lamp.slug}&position=5`, portrait)
    expect(first.statusCode, first.body).toBe(200)
    const tape = first.json()
    expect(tape).toMatchObject({ position: 5, hidden: false, product: { slug: lamp.slug } })
    expect(tape.url).toMatch(/^\/media\/u\/tapes\/[0-9a-f]+\.mp4$/)
    expect(tape.durationMs).toBeGreaterThan(500)
    const second = await upload(admin, `product=${ctx.torch.slug}&position=1`, await makeMp4(90, 160))
    expect(second.statusCode, second.body).toBe(200)
    expect((await feed()).map((t) => t.id)).toEqual([second.json().id, tape.id])

    const put = (body: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/admin/tapes/${tape.id}`, headers: admin, payload: body })
    expect((await put({ product: lamp.slug, position: 0, hidden: false })).statusCode).toBe(200)
    expect((await feed()).map((t) => t.id)).toEqual([tape.id, second.json().id])
    expect((await put({ product: lamp.slug, position: 0, hidden: true })).json()).toMatchObject({
      hidden: true,
    })
    expect((await feed()).map((t) => t.id)).toEqual([second.json().id])
    const hiddenOne = await ctx.app.inject({ method: 'GET', url: `/api/file/tapes/${tape.id}` })
    expect(hiddenOne.statusCode).toBe(404)

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/tapes/${tape.id}`,
      headers: admin,
    })
    expect(removed.statusCode).toBe(204)
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/admin/tapes', headers: admin })
    expect(listed.json().content.map((t: { id: number }) => t.id)).toEqual([second.json().id])

    const audit = await ctx.db.select().from(adminAudit).where(eq(adminAudit.entity, 'tape'))
    const mine = audit.filter((a) => a.entityId === String(tape.id))
    expect(mine.map((a) => a.action)).toEqual(['tape.create', 'tape.update', 'tape.update', 'tape.delete'])
    expect(mine[1]).toMatchObject({ before: { position: 5, hidden: false }, after: { position: 0 } })
    expect(mine[3]).toMatchObject({ before: { product: lamp.slug, hidden: true }, after: null })
  })

  test('refused videos and bad input are 4xx with a message, and store no row', async () => {
    const admin = await ctx.admin()
    const slug = ctx.shop.lamp.slug
    const before = await ctx.db.select().from(tapes)
    const answers = [
      await upload(admin, `product=${slug}`, await makeMp4(320, 180)), // landscape
      await upload(admin, `product=${slug}`, Buffer.from('not a video at all')),
      await upload(admin, `product=${slug}`, portrait, 'application/octet-stream'),
      await upload(admin, `product=no-such-product`, portrait),
      await upload(admin, `product=${slug}&position=-1`, portrait),
      await upload(admin, `product=${slug}`, Buffer.alloc(MAX_TAPE_BYTES + 1)),
    ]
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 415, 404, 400, 413])
    for (const a of answers)
      expect(a.json()).toEqual(
        expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
      )
    expect(answers[0]!.json().message).toMatch(/320 × 180; tapes are 9:16 portrait/)
    expect(answers[1]!.json().message).toMatch(/not a video/)
    expect(answers[5]!.json().message).toMatch(/at most 40 MB/)
    const badEdits = await Promise.all(
      [
        { product: slug, position: 1.5, hidden: false },
        { product: slug, position: 1 },
        { product: '', position: 1, hidden: true },
      ].map((payload) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/admin/tapes/${before[0]?.id ?? 1}`,
          headers: admin,
          payload,
        }),
      ),
    )
    expect(badEdits.map((a) => a.statusCode)).toEqual([400, 400, 400])
    expect(await ctx.db.select().from(tapes)).toEqual(before)
  })

  test('without ffmpeg the upload is refused with how to install it', async () => {
    const { uploadTape } = await import('../../src/services/admin/save-tape.ts')
    const { localMediaStore } = await import('../../src/media/local-media-store.ts')
    const admin = { id: 'asha-admin', email: null, role: 'admin' as const, brand: null }
    const store = localMediaStore(ctx.env.MEDIA_DIR!)
    const missing = { ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe' }
    const query = { product: ctx.shop.lamp.slug, position: 0 }
    await expect(uploadTape(ctx.db, store, admin, query, portrait, missing)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/need ffmpeg on the server \(Debian: apt-get install ffmpeg\)/),
    })
  })

  test("a brand user reaches only its own brand's tapes and products", async () => {
    const admin = await ctx.admin()
    const volt = await ctx.brandUser('volt-veda')
    const lampTape = (await upload(admin, `product=${ctx.shop.lamp.slug}`, portrait)).json()
    const own = await upload(volt, `product=${ctx.torch.slug}`, portrait)
    expect(own.statusCode).toBe(200)
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/admin/tapes', headers: volt })).json()
    expect(new Set(list.content.map((t: { product: { slug: string } }) => t.product.slug))).toEqual(
      new Set([ctx.torch.slug]),
    )
    const refused = [
      await upload(volt, `product=${ctx.shop.lamp.slug}`, portrait),
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/tapes/${lampTape.id}`,
        headers: volt,
        payload: { product: ctx.torch.slug, position: 0, hidden: true },
      }),
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/tapes/${own.json().id}`,
        headers: volt,
        payload: { product: ctx.shop.lamp.slug, position: 0, hidden: false },
      }),
      await ctx.app.inject({ method: 'DELETE', url: `/api/admin/tapes/${lampTape.id}`, headers: volt }),
    ]
    expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404, 404])
    const [row] = await ctx.db.select().from(tapes).where(eq(tapes.id, lampTape.id))
    expect(row).toMatchObject({ hidden: false, productId: ctx.shop.lamp.id })
  })
})
