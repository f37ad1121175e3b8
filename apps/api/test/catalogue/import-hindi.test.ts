// Hindi texts in the catalogue file (decision 0791): imported (the description cleaned like the English
// one), answered to Hindi pages, unchanged on a second import, refused when wrong, and kept when a file
// without Hindi (a Shopify export, an older file) updates the product.
import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { products } from '../../src/db/schema.ts'
import { buildImportStore, catalogueFile as file } from './import-support.ts'

let ctx: Awaited<ReturnType<typeof buildImportStore>>
beforeAll(async () => {
  ctx = await buildImportStore()
})

const honey = {
  slug: 'json-hindi-honey',
  title: 'Raw Forest Honey',
  headline: 'Raw Forest Honey — 500 g',
  descriptionHtml: 'From the hills.',
  brand: 'pahadi-pantry',
  category: 'food-drink',
  variants: [{ options: [], price: 599 }],
}
const hindi = {
  titleHi: 'जंगल का कच्चा शहद',
  descriptionHtmlHi: '<p>पहाड़ों से।</p><script>alert(1)</script><p>बिना <b>मिलावट</b>।</p>',
}
const stored = async () => {
  const [row] = await ctx.db.select().from(products).where(eq(products.slug, honey.slug))
  return { titleHi: row!.titleHi, headlineHi: row!.headlineHi, descriptionHi: row!.descriptionHi }
}

test('Hindi texts are imported, cleaned and answered to Hindi pages; the same file again changes nothing', async () => {
  const report = await ctx.run({ text: file([{ ...honey, ...hindi }]), format: 'json' })
  expect(report.problems).toEqual([])
  // The Hindi headline defaults to the Hindi title, as the English one does to the English title.
  expect(await stored()).toEqual({
    titleHi: 'जंगल का कच्चा शहद',
    headlineHi: 'जंगल का कच्चा शहद',
    descriptionHi: 'पहाड़ों से।\nबिना मिलावट।',
  })
  const [shown] = (await ctx.app.inject('/api/product/slug/json-hindi-honey?lang=hi')).json()
  expect(shown).toMatchObject({ title: 'जंगल का कच्चा शहद', description: 'पहाड़ों से।\nबिना मिलावट।' })
  const again = await ctx.run({ text: file([{ ...honey, ...hindi }]), format: 'json' })
  expect(again.changes).toEqual([{ handle: honey.slug, action: 'unchanged', fields: [] }])
  const edited = { ...honey, ...hindi, headlineHi: 'जंगल का कच्चा शहद — 500 ग्राम' }
  const third = await ctx.run({ text: file([edited]), format: 'json' })
  expect(third.changes).toEqual([{ handle: honey.slug, action: 'update', fields: ['headlineHi'] }])
})

test('a file without Hindi texts leaves the stored ones', async () => {
  const report = await ctx.run({
    text: file([{ ...honey, title: 'Raw Forest Honey (new)' }]),
    format: 'json',
  })
  expect(report.changes).toEqual([{ handle: honey.slug, action: 'update', fields: ['title'] }])
  expect((await stored()).titleHi).toBe('जंगल का कच्चा शहद')
})

test('a wrong Hindi text is refused with its path', async () => {
  const bad = { ...honey, slug: 'json-bad-hindi', titleHi: '   ', headlineHi: 'क'.repeat(301) }
  const report = await ctx.run({ text: file([bad]), format: 'json' })
  expect(report.problems.map((p) => p.reason.split(':')[0])).toEqual(['titleHi', 'headlineHi'])
})
