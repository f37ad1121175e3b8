// CSV exports neutralise cells a spreadsheet would run as formulas (OWASP CSV injection).
import { parse } from 'csv-parse/sync'
import { describe, expect, test } from 'vitest'
import { exportOrdersCsv } from '../../src/catalogue/export/export-orders.ts'
import { exportProductsCsv } from '../../src/catalogue/export/export-products.ts'
import { safeCell, spreadsheetSafeCsv } from '../../src/catalogue/export/spreadsheet-safe.ts'
import { orderItems, orders } from '../../src/db/schema.ts'
import { build } from '../support/build.ts'
import { insertCatalogueBasics, insertProduct } from '../support/factories.ts'

describe('safeCell', () => {
  test.each([
    ['=1+2', "'=1+2"],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['Kurta = comfy', 'Kurta = comfy'],
    ['', ''],
  ])('%j → %j', (input, output) => expect(safeCell(input)).toBe(output))

  test('numbers stay numbers, even negative; null is empty', () => {
    expect(safeCell(-40)).toBe(-40)
    expect(safeCell(null)).toBe('')
  })

  test('quotes, commas and line breaks survive a round trip', () => {
    const csv = spreadsheetSafeCsv(['a', 'b'], [['say "hi", ok', 'two\nlines']])
    expect(parse(csv)).toEqual([
      ['a', 'b'],
      ['say "hi", ok', 'two\nlines'],
    ])
  })
})

describe('exports from the store', () => {
  test('products and orders carry hostile text as text', async () => {
    const { db } = await build()
    const { brand, category } = await insertCatalogueBasics(db)
    const p = await insertProduct(db, {
      brandId: brand.id,
      categoryId: category.id,
      slug: 'evil-mug',
      title: '=HYPERLINK("http://evil.example","click")',
      price: 350,
    })
    const products = parse(await exportProductsCsv(db), { columns: true }) as Record<string, string>[]
    expect(products).toHaveLength(1)
    expect(products[0]).toMatchObject({
      Handle: 'evil-mug',
      Title: `'=HYPERLINK("http://evil.example","click")`,
      Price: '350',
    })

    const variant = (await db.query.variants.findFirst({ where: (v, { eq }) => eq(v.productId, p.id) }))!
    const [order] = await db
      .insert(orders)
      .values({
        publicId: 'HT-1',
        subtotal: 350,
        total: 350,
        status: 'CONFIRMED',
        paymentMethod: 'COD',
        address: { name: '@attacker', phone: '+919876543210', city: 'Pune', pincode: '411001' },
      })
      .returning()
    await db.insert(orderItems).values({
      orderId: order!.id,
      productId: p.id,
      variantId: variant.id,
      title: '-2+3',
      quantity: 1,
      unitPrice: 350,
    })
    const rows = parse(await exportOrdersCsv(db), { columns: true }) as Record<string, string>[]
    expect(rows[0]).toMatchObject({
      Order: 'HT-1',
      Title: "'-2+3",
      Name: "'@attacker",
      Phone: "'+919876543210",
      Total: '350',
    })
  })
})
