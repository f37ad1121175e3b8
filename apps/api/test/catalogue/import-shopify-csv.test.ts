// The shipped Shopify export (60 products, one a draft) through the real import, database and media
// store: products appear on the storefront API with their WebP pictures; a second import changes nothing.
import { count, eq } from 'drizzle-orm'
import { z } from 'zod'
import { beforeAll, describe, expect, test } from 'vitest'
import { productSchema } from '@haat/domain/catalog/product'
import type { ImportReport } from '../../src/catalogue/import/import-report.ts'
import { products, variants } from '../../src/db/schema.ts'
import { buildImportStore, EXPORT_CSV } from './import-support.ts'

const FIRST = 'shopify-prana-mats-natural-rubber-yoga-mat'
/** The header and the rows of the first four products. */
const FIRST_ROWS = EXPORT_CSV.split('\n').slice(0, 13).join('\n')

let ctx: Awaited<ReturnType<typeof buildImportStore>>
let dryRun: ImportReport
let first: ImportReport
beforeAll(async () => {
  ctx = await buildImportStore()
  dryRun = await ctx.run({ text: FIRST_ROWS, dryRun: true })
  first = await ctx.run({ text: EXPORT_CSV })
})

describe('import of a Shopify product CSV export', () => {
  test('a dry run on the empty store reported the new products and wrote nothing', () => {
    expect(dryRun.problems).toEqual([])
    expect(dryRun.changes.map((c) => c.action)).toEqual(['create', 'create', 'create', 'create'])
    expect(dryRun.changes[0]!.handle).toBe(FIRST)
  })

  test('imports 59 products (the draft is skipped) that the storefront shows with their pictures', async () => {
    expect(first.problems).toEqual([])
    expect(first.applied).toBe(true)
    expect(first.changes.filter((c) => c.action === 'create')).toHaveLength(59)
    expect(first.skipped).toHaveLength(1)
    const [row] = await ctx.db.select({ n: count() }).from(products)
    expect(row!.n).toBe(5 + 59)

    const res = await ctx.app.inject(`/api/product/slug/${FIRST}`)
    expect(res.statusCode).toBe(200)
    const [product] = z.array(productSchema).parse(res.json())
    expect(product!.title).toBe('Natural Rubber Yoga Mat')
    // Compare-at 3,399, sale 2,209: the regular price is 3,399 and the upvote unlocks ₹1,190 off.
    expect(product!.price.amount).toBe(3399)
    expect(product!.offer).toMatchObject({ type: 'AMOUNT', value: 1190, code: 'FLAT1190' })
    expect(product!.brand.brandSlug).toBe('prana-mats')
    expect(product!.options[0]!.name).toBe('Color')
    expect(product!.files[0]!.url).toMatch(/^\/media\/u\/products\/[0-9a-f]{20}-960\.webp$/)
    expect(product!.description).not.toMatch(/<|alert/)
    expect(product!.description).toContain('Made by Prana Mats & friends')

    const picture = await ctx.media.inject(product!.files[0]!.url.replace('-960', '-320'))
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/webp')
    expect(picture.rawPayload.subarray(8, 12).toString()).toBe('WEBP')

    const listing = await ctx.app.inject('/api/product?size=100')
    expect(listing.json().content.map((p: { slug: string }) => p.slug)).toContain(FIRST)
  })

  test('a second import of the same file changes nothing', async () => {
    const before = await ctx.db.select().from(variants).orderBy(variants.id)
    const again = await ctx.run({ text: EXPORT_CSV })
    expect(again.changes.every((c) => c.action === 'unchanged')).toBe(true)
    expect(await ctx.db.select().from(variants).orderBy(variants.id)).toEqual(before)
  })

  test('an edited price updates the product and keeps its variant rows', async () => {
    const [p] = await ctx.db.select().from(products).where(eq(products.slug, FIRST))
    const variantIds = async () =>
      (await ctx.db.select().from(variants).where(eq(variants.productId, p!.id))).map((v) => v.id).sort()
    const ids = await variantIds()
    const edited = EXPORT_CSV.replaceAll('2209.00,3399.00', '2399.00,3399.00')
    const report = await ctx.run({ text: edited, dryRun: true })
    expect(report.changes.filter((c) => c.action !== 'unchanged')).toEqual([
      { handle: FIRST, action: 'update', fields: ['offerValue', 'offerCode'] },
    ])
    await ctx.run({ text: edited })
    const [after] = await ctx.db.select().from(products).where(eq(products.slug, FIRST))
    expect(after).toMatchObject({ offerValue: 1000, offerCode: 'FLAT1000', launchedOn: p!.launchedOn })
    expect(await variantIds()).toEqual(ids)
  })
})
