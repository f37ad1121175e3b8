// An import run by the job worker announces a catalogue change, like an edit through the admin API: the
// stored answers are emptied at once, so shoppers see imported products without waiting for the copies to
// expire (LISTING_PAGE_CACHE_MS, a minute here).
import { beforeAll, describe, expect, test } from 'vitest'
import { loadCatalogue } from '../../src/seed/load-catalogue.ts'
import { build } from '../support/build.ts'
import { bearer, startTestIssuer } from '../support/oidc.ts'

const HEAD = 'Handle,Title,Body (HTML),Vendor,Type,Published,Option1 Name,Option1 Value,Variant Price'

let ctx: Awaited<ReturnType<typeof build>>
let admin: Record<string, string>
beforeAll(async () => {
  const issuer = await startTestIssuer()
  ctx = await build({ ...issuer.env, JOB_POLL_MS: '100', LISTING_PAGE_CACHE_MS: '60000' })
  await loadCatalogue(ctx.db, { products: 3, now: new Date('2026-11-22T00:00:00Z') })
  admin = bearer(await issuer.token({ sub: 'op-admin', haat_role: 'admin' }))
})

const listing = async () => {
  const res = await ctx.app.inject({ url: '/api/product?size=50' })
  const slugs = (res.json().content as { slug: string }[]).map((p) => p.slug)
  return { stored: res.headers['x-cache'] === 'HIT', slugs }
}

async function importNow(csv: string) {
  const send = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin${url}`, headers: admin, payload })
  const id = (await send('/imports', { fileName: 'products_export.csv', text: csv })).json().id as number
  const status = async () =>
    (await ctx.app.inject({ url: `/api/admin/imports/${id}`, headers: admin })).json().status as string
  for (let i = 0; i < 300 && (await status()) === 'checking'; i++)
    await new Promise((r) => setTimeout(r, 100))
  expect((await send(`/imports/${id}/start`, { importGoodRows: false })).statusCode).toBe(202)
  for (let i = 0; i < 300 && ['queued', 'running'].includes(await status()); i++)
    await new Promise((r) => setTimeout(r, 100))
  expect(await status()).toBe('done')
}

describe('an import through the job worker', () => {
  test('empties the stored answers: the imported product is listed at once', async () => {
    const before = await listing()
    expect((await listing()).stored).toBe(true) // the second read came from the stored copy
    expect(before.slugs).not.toContain('cache-mug')

    await importNow(
      `${HEAD}\ncache-mug,Cache Mug,<p>Clay</p>,Kesar & Clay,Home Decor,TRUE,Title,Default Title,450`,
    )

    const after = await listing()
    expect(after.stored).toBe(false)
    expect(after.slugs).toContain('cache-mug')
    expect(after.slugs).toHaveLength(before.slugs.length + 1)
  })
})
