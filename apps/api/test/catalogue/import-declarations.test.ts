// Issue 17 §2: the catalogue file carries a product's declarations (MRP, origin, maker, net quantity …),
// the product answer shows them, and `catalogue declarations` warns of what the catalogue lacks.
import { beforeAll, describe, expect, test } from 'vitest'
import { runDeclarations } from '../../src/catalogue/commands/declarations-command.ts'
import { buildImportStore, catalogueFile as file } from './import-support.ts'

let ctx: Awaited<ReturnType<typeof buildImportStore>>
beforeAll(async () => {
  ctx = await buildImportStore()
})

const declarations = {
  mrp: 650,
  countryOfOrigin: 'India',
  manufacturer: 'Pahadi Pantry Foods LLP, 12 Rajpur Road, Dehradun 248001, Uttarakhand',
  netQuantity: '500 g',
  bestBefore: 'Best before 12 months from packing',
  grievanceContact: 'Asha Negi, grievance officer: +91 98765 43210, care@pahadi.example',
  hsnCode: '0409',
  gstRatePercent: 0,
}
const honey = {
  slug: 'json-raw-honey',
  title: 'Raw Forest Honey',
  brand: 'pahadi-pantry',
  category: 'food-drink',
  variants: [{ options: [], price: 599 }],
  declarations,
}

describe('declarations in the catalogue file', () => {
  test('are imported and answered with the product; the same file again changes nothing', async () => {
    const report = await ctx.run({ text: file([honey]), format: 'json' })
    expect(report.problems).toEqual([])
    const [shown] = (await ctx.app.inject('/api/product/slug/json-raw-honey')).json()
    expect(shown.declarations).toEqual(declarations)
    // Stored jsonb comes back with its keys reordered: still the same declarations.
    const again = await ctx.run({ text: file([honey]), format: 'json' })
    expect(again.changes).toEqual([{ handle: 'json-raw-honey', action: 'unchanged', fields: [] }])
    const edited = { ...honey, declarations: { ...declarations, mrp: 699 } }
    const third = await ctx.run({ text: file([edited]), format: 'json' })
    expect(third.changes).toEqual([{ handle: 'json-raw-honey', action: 'update', fields: ['declarations'] }])
  })

  test('a wrong declaration is refused with its path', async () => {
    const bad = { ...honey, slug: 'json-bad-honey', declarations: { ...declarations, hsnCode: 'HONEY' } }
    const report = await ctx.run({ text: file([bad]), format: 'json' })
    expect(report.problems.map((p) => p.reason)).toEqual(['declarations.hsnCode: must be 4 to 8 digits'])
  })

  test('the warning list names what the catalogue lacks, with products for each', async () => {
    const bare = { ...honey, slug: 'json-bare-honey', declarations: undefined }
    expect((await ctx.run({ text: file([bare]), format: 'json' })).problems).toEqual([])
    const lines: string[] = []
    expect(await runDeclarations(ctx.db, (l) => lines.push(l))).toBe(0)
    expect(lines[0]).toMatch(/^Warning: \d+ products checked/)
    const line = (what: string) => lines.find((l) => l.startsWith(`  ${what}: `)) ?? ''
    expect(line('best-before date (food)')).toContain('json-bare-honey')
    expect(line('MRP')).toMatch(/missing on \d+ \(.*json-bare-honey/)
    expect(lines.join('\n')).not.toMatch(/json-raw-honey/)
  })
})
