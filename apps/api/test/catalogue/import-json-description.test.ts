// The catalogue file's English description is HTML, cleaned to text as the CSV reader and the Shopify sync
// clean theirs (decision 0742): no tags stored or shown, scripts gone with their content, paragraphs kept.
import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { products } from '../../src/db/schema.ts'
import { buildImportStore, catalogueFile as file } from './import-support.ts'

let ctx: Awaited<ReturnType<typeof buildImportStore>>
beforeAll(async () => {
  ctx = await buildImportStore()
})

const tea = {
  slug: 'json-html-tea',
  title: 'Kashmiri Kahwa',
  descriptionHtml: '<p>Saffron &amp; <b>almond</b>.</p><script>alert(1)</script><ul><li>25 cups</li></ul>',
  brand: 'pahadi-pantry',
  category: 'food-drink',
  variants: [{ options: [], price: 450 }],
}

test('an HTML description is stored and answered as its text; the same file again changes nothing', async () => {
  const report = await ctx.run({ text: file([tea]), format: 'json' })
  expect(report.problems).toEqual([])
  const [row] = await ctx.db.select().from(products).where(eq(products.slug, tea.slug))
  expect(row!.description).toBe('Saffron & almond.\n25 cups')
  const [shown] = (await ctx.app.inject(`/api/product/slug/${tea.slug}`)).json()
  expect(shown.description).toBe('Saffron & almond.\n25 cups')
  const again = await ctx.run({ text: file([tea]), format: 'json' })
  expect(again.changes).toEqual([{ handle: tea.slug, action: 'unchanged', fields: [] }])
})
