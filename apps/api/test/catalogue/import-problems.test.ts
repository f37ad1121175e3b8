// Refused rows: each reported with its line and reason; a file with any changes nothing unless the
// operator asks for the good rows; the JSON catalogue file goes through the same checks.
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { products } from '../../src/db/schema.ts'
import { buildImportStore, catalogueFile as file } from './import-support.ts'

const HEAD =
  'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Compare At Price,Variant Inventory Qty,Variant Inventory Tracker'
const CSV = [
  HEAD,
  'good-mug,Good Mug,<p>Clay</p>,Kesar & Clay,Home Decor,,TRUE,Size,S,M-S,450.00,,5,shopify',
  'good-mug,,,,,,,,M,M-M,480.00,,0,shopify',
  'bad-price,Bad Price,,Kesar & Clay,Home Decor,,TRUE,Title,Default Title,BP,abc,,1,shopify',
  'no-brand,No Brand,,Nobody Here,Home Decor,,TRUE,Title,Default Title,NB,100,,1,shopify',
  'no-category,No Category,,Kesar & Clay,Spaceships,,TRUE,Title,Default Title,NC,100,,1,shopify',
  'good-lamp,Good Lamp,,Kesar & Clay,Home Decor,"diwali, brass",TRUE,Title,Default Title,GL,1000,1250,,',
].join('\n')

let ctx: Awaited<ReturnType<typeof buildImportStore>>
beforeAll(async () => {
  ctx = await buildImportStore()
})
const productCount = async () => (await ctx.db.select({ n: count() }).from(products))[0]!.n

describe('rows that fail', () => {
  test('are reported with their line and reason, and the file changes nothing', async () => {
    const before = await productCount()
    const report = await ctx.run({ text: CSV })
    expect(report.applied).toBe(false)
    expect(report.problems).toEqual([
      { line: 4, handle: 'bad-price', reason: "Variant Price 'abc' is not an amount" },
      {
        line: 5,
        handle: 'no-brand',
        reason: "brand 'nobody-here' is not in the store: create it, or pass --brand SLUG",
      },
      {
        line: 6,
        handle: 'no-category',
        reason: "category 'Spaceships' matches no category or subcategory of the store",
      },
    ])
    expect(await productCount()).toBe(before)
  })

  test('--import-good-rows imports the others; --brand places them all under one brand', async () => {
    const report = await ctx.run({ text: CSV, importGoodRows: true, brand: 'kesar-and-clay' })
    expect(report.applied).toBe(true)
    // With --brand the unknown vendor no longer matters; the bad price and category still refuse.
    expect(report.problems.map((p) => p.line)).toEqual([4, 6])
    expect(report.changes.map((c) => [c.handle, c.action])).toEqual([
      ['good-mug', 'create'],
      ['no-brand', 'create'],
      ['good-lamp', 'create'],
    ])
    const [mug] = await ctx.db.query.products.findMany({
      where: eq(products.slug, 'good-mug'),
      with: undefined,
    })
    expect(mug).toMatchObject({ price: 450, offerType: null, description: 'Clay' })
    const lamp = await ctx.app.inject('/api/product/slug/good-lamp')
    const [shown] = lamp.json()
    expect(shown.offer).toMatchObject({ type: 'AMOUNT', value: 250, code: 'FLAT250' })
    expect(shown.tags.map((t: { slug: string }) => t.slug).sort()).toEqual(['brass', 'diwali'])
    const mugPage = (await ctx.app.inject('/api/product/slug/good-mug')).json()[0]
    expect(mugPage.variants.map((v: { availableForSale: boolean }) => v.availableForSale)).toEqual([
      true,
      false,
    ])
  })

  test('an unknown --brand stops the import before anything', async () => {
    await expect(ctx.run({ text: CSV, brand: 'no-such-brand' })).rejects.toThrow(
      '--brand no-such-brand: no brand has this slug',
    )
  })

  test('a file that is not a Shopify export is refused whole', async () => {
    const report = await ctx.run({ text: 'name,price\nmug,10' })
    expect(report.problems).toEqual([
      { line: 1, handle: null, reason: 'missing column Handle, Title, Variant Price' },
    ])
    const broken = await ctx.run({ text: `${HEAD}\n"unterminated,quote` })
    expect(broken.problems[0]!.reason).toMatch(/^not a readable CSV file/)
  })
})

describe('the JSON catalogue file', () => {
  const kettle = {
    slug: 'json-kettle',
    title: 'Copper Kettle',
    brand: 'kesar-and-clay',
    category: 'home-decor',
    tags: ['Copper'],
    offer: { type: 'PERCENT', value: 15, code: 'KETTLE15' },
    options: [{ name: 'Size', values: ['1 L', '2 L'] }],
    variants: [
      {
        options: [{ name: 'Size', value: '1 L' }],
        price: 1800,
        shopifyId: 'gid://shopify/ProductVariant/4401',
      },
      { options: [{ name: 'Size', value: '2 L' }], price: 2400, available: false },
    ],
  }

  test('imports products with their offer, variants and Shopify ids; a second import changes nothing', async () => {
    const report = await ctx.run({ text: file([kettle]), format: 'json' })
    expect(report.problems).toEqual([])
    expect(report.changes).toEqual([{ handle: 'json-kettle', action: 'create', fields: [] }])
    const [shown] = (await ctx.app.inject('/api/product/slug/json-kettle')).json()
    expect(shown).toMatchObject({
      price: { amount: 1800 },
      offer: { type: 'PERCENT', value: 15, code: 'KETTLE15' },
    })
    const rows = await ctx.db.query.variants.findMany({ where: (v, { eq }) => eq(v.productId, shown.id) })
    expect(rows.map((v) => v.externalId)).toEqual(['gid://shopify/ProductVariant/4401', null])
    const again = await ctx.run({ text: file([kettle]), format: 'json' })
    expect(again.changes).toEqual([{ handle: 'json-kettle', action: 'unchanged', fields: [] }])
  })

  test('a bad product is reported at the line of its slug, with the field', async () => {
    const bad = { ...kettle, slug: 'json-bad', offer: { type: 'PERCENT', value: 150, code: 'x' } }
    const text = file([kettle, bad])
    const report = await ctx.run({ text, format: 'json' })
    const line = text.split('\n').findIndex((l) => l.includes('"json-bad"')) + 1
    expect(report.problems).toEqual([
      { line, handle: 'json-bad', reason: 'offer.code: must be 3–32 capital letters, digits, - or _' },
      { line, handle: 'json-bad', reason: 'offer: a PERCENT offer is at most 100' },
    ])
    expect(report.applied).toBe(false)
  })

  test('a file that is not a catalogue file is refused whole', async () => {
    expect((await ctx.run({ text: '{"products": 1}', format: 'json' })).problems[0]!.reason).toMatch(
      /^not a catalogue file/,
    )
    expect((await ctx.run({ text: '{', format: 'json' })).problems[0]!.reason).toMatch(/^not JSON/)
  })
})
