// Catalogue imports through the admin API (decision 0772): the uploaded file is checked by a background
// job (pictures fetched over HTTP from a local server of demo photos, real sharp work), the dry run lists
// what would change and the refused rows with their lines; the import runs as a job with progress on its
// row, once; "import the good rows" when some rows fail; a brand user's import stays in its own brand.
import { createServer } from 'node:http'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { and, count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminAudit, brands, products } from '../../src/db/schema.ts'
import { loadCatalogue } from '../../src/seed/load-catalogue.ts'
import { build } from '../support/build.ts'
import { bearer, startTestIssuer } from '../support/oidc.ts'

const PHOTOS = fileURLToPath(new URL('../../../../media/products/', import.meta.url))
const photo = readdirSync(PHOTOS).find((f) => f.endsWith('-1-960.webp'))!
const HEAD =
  'Handle,Title,Body (HTML),Vendor,Type,Published,Option1 Name,Option1 Value,Variant Price,Image Src'

let ctx: Awaited<ReturnType<typeof build>>
let token: (claims: Record<string, string>) => Promise<Record<string, string>>
let origin: string
const mediaDir = mkdtempSync(join(tmpdir(), 'haat-admin-import-'))
beforeAll(async () => {
  const issuer = await startTestIssuer()
  ctx = await build({ ...issuer.env, MEDIA_DIR: mediaDir, JOB_POLL_MS: '100' })
  await loadCatalogue(ctx.db, { products: 3, now: new Date('2026-11-22T00:00:00Z') })
  token = async (claims) =>
    bearer(await issuer.token({ sub: `op-${claims.haat_brand ?? 'admin'}`, ...claims }))
  const photos = createServer((req, res) => {
    if (req.url !== `/${photo}`) return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'image/webp' }).end(readFileSync(join(PHOTOS, photo)))
  })
  await new Promise<void>((resolve) => photos.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(photos.address() as AddressInfo).port}`
  afterAll(() => photos.close())
})
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

const send = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) })

/** Waits (the store's worker polls every 100 ms) until the import is no longer busy; its last view. */
async function settled(id: number, headers: Record<string, string>) {
  for (let i = 0; i < 300; i++) {
    const view = (await send('GET', `/imports/${id}`, headers)).json()
    if (!['checking', 'queued', 'running'].includes(view.status)) return view
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`import ${id} did not settle`)
}

const productsNamed = async (slugs: string[]) =>
  (await ctx.db.select({ n: count() }).from(products).where(inArray(products.slug, slugs)))[0]!.n

describe('importing through the admin', () => {
  test('dry run with refused rows, then the good rows in the background, once', async () => {
    const admin = await token({ haat_role: 'admin' })
    const csv = [
      HEAD,
      `adm-mug,Admin Mug,<p>Clay</p>,Kesar & Clay,Home Decor,TRUE,Title,Default Title,450,${origin}/${photo}`,
      `adm-lamp,Admin Lamp,,Kesar & Clay,Home Decor,TRUE,Title,Default Title,900,`,
      `adm-bad,Bad Price,,Kesar & Clay,Home Decor,TRUE,Title,Default Title,abc,`,
      `adm-path,Local Path,,Kesar & Clay,Home Decor,TRUE,Title,Default Title,100,/etc/hostname`,
    ].join('\n')
    const uploaded = await send('POST', '/imports', admin, { fileName: 'products_export.csv', text: csv })
    expect(uploaded.statusCode).toBe(202)
    expect(uploaded.json()).toMatchObject({ status: 'checking', format: 'shopify-csv', brand: null })
    const id = uploaded.json().id as number

    const checked = await settled(id, admin)
    expect(checked.status).toBe('checked')
    expect(checked.dryRun.changes).toEqual([
      { handle: 'adm-mug', action: 'create', fields: [] },
      { handle: 'adm-lamp', action: 'create', fields: [] },
    ])
    expect(checked.dryRun.problems).toEqual([
      { line: 4, handle: 'adm-bad', reason: expect.stringContaining("'abc'") },
      { line: 5, handle: 'adm-path', reason: expect.stringContaining('must be an http(s) URL') },
    ])
    expect(await productsNamed(['adm-mug', 'adm-lamp'])).toBe(0) // a dry run writes nothing

    const refused = await send('POST', `/imports/${id}/start`, admin, { importGoodRows: false })
    expect(refused.statusCode).toBe(409)
    const started = await send('POST', `/imports/${id}/start`, admin, { importGoodRows: true })
    expect(started.statusCode).toBe(202)
    expect(started.json()).toMatchObject({ status: 'queued', importGoodRows: true })
    expect((await send('POST', `/imports/${id}/start`, admin, { importGoodRows: true })).statusCode).toBe(409)

    const done = await settled(id, admin)
    expect(done).toMatchObject({
      status: 'done',
      done: 2,
      total: 2,
      report: { applied: true, dryRun: false },
    })
    expect(await productsNamed(['adm-mug', 'adm-lamp'])).toBe(2)
    expect(await productsNamed(['adm-bad', 'adm-path'])).toBe(0)
    const mug = await ctx.db.query.products.findFirst({ where: (p, { eq }) => eq(p.slug, 'adm-mug') })
    const files = await ctx.db.query.files.findMany({ where: (f, { eq }) => eq(f.productId, mug!.id) })
    expect(files).toHaveLength(1)
    expect(readdirSync(mediaDir, { recursive: true }).some((f) => String(f).endsWith('.webp'))).toBe(true)
    const audit = await ctx.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, 'catalogue_import'), eq(adminAudit.entityId, String(id))))
    expect(audit).toMatchObject([{ action: 'catalogue.import', actorId: 'op-admin' }])
    const list = (await send('GET', '/imports', admin)).json()
    expect(list.content[0]).toMatchObject({ id, status: 'done', fileName: 'products_export.csv' })
  })

  test("a brand user's import stays in its brand and cannot take another brand's product", async () => {
    const [own, other] = await ctx.db.select().from(brands).orderBy(brands.id).limit(2)
    const theirs = await ctx.db.query.products.findFirst({ where: (p, { ne }) => ne(p.brandId, own!.id) })
    const brandUser = await token({ haat_role: 'brand', haat_brand: own!.slug })
    const csv = [
      HEAD,
      `own-cup,Own Cup,,${other!.name},Home Decor,TRUE,Title,Default Title,300,`,
      `${theirs!.slug},Taken Over,,${other!.name},Home Decor,TRUE,Title,Default Title,1,`,
    ].join('\n')
    const uploaded = await send('POST', '/imports', brandUser, {
      fileName: 'mine.csv',
      text: csv,
      brand: other!.slug,
    })
    expect(uploaded.json()).toMatchObject({ brand: own!.slug })
    const id = uploaded.json().id as number
    const checked = await settled(id, brandUser)
    expect(checked.dryRun.problems).toEqual([
      { line: 3, handle: theirs!.slug, reason: expect.stringContaining("another brand's product") },
    ])
    expect(await send('POST', `/imports/${id}/start`, brandUser, { importGoodRows: true })).toMatchObject({
      statusCode: 202,
    })
    expect((await settled(id, brandUser)).status).toBe('done')
    const cup = await ctx.db.query.products.findFirst({ where: (p, { eq }) => eq(p.slug, 'own-cup') })
    expect(cup!.brandId).toBe(own!.id)
    const untouched = await ctx.db.query.products.findFirst({ where: (p, { eq }) => eq(p.id, theirs!.id) })
    expect(untouched).toMatchObject({ title: theirs!.title, brandId: theirs!.brandId })

    // Another brand's user neither sees nor starts it; its list does not hold it.
    const stranger = await token({ haat_role: 'brand', haat_brand: other!.slug })
    expect((await send('GET', `/imports/${id}`, stranger)).statusCode).toBe(404)
    expect((await send('GET', '/imports', stranger)).json().content).toEqual([])
  })

  test('refuses files it cannot take with a 400, writing nothing', async () => {
    const admin = await token({ haat_role: 'admin' })
    const before = (await send('GET', '/imports', admin)).json().content.length
    for (const body of [
      { fileName: 'notes.txt', text: 'hello' },
      { fileName: 'empty.csv', text: '' },
      { fileName: 'x.csv', text: HEAD, brand: 'no-such-brand' },
    ]) {
      const answer = await send('POST', '/imports', admin, body)
      expect(answer.statusCode, body.fileName).toBe(400)
      expect(answer.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) })
    }
    expect((await send('GET', '/imports', admin)).json().content).toHaveLength(before)
    const broken = await send('POST', '/imports', admin, { fileName: 'broken.json', text: '{"products": [' })
    // A file that is not JSON is a refused file, with nothing to import, not a failed job.
    const checked = await settled(broken.json().id, admin)
    expect(checked.dryRun).toMatchObject({
      changes: [],
      problems: [{ reason: expect.stringContaining('not JSON') }],
    })
    const start = await send('POST', `/imports/${checked.id}/start`, admin, { importGoodRows: true })
    expect(start.statusCode).toBe(409)
  })
})
