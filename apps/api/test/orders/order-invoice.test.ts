// GET /api/orders/{publicId}/invoice: the GST tax invoice PDF, read back as text to check its figures
// (IGST to another state, CGST + SGST within the seller's), and who may download it.
import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, test } from 'vitest'
import { products } from '../../src/db/schema.ts'
import { address } from '../support/payments.ts'
import { buildShop, line, upvote, type ShopContext } from '../support/shop.ts'

let ctx: ShopContext
beforeAll(async () => {
  ctx = await buildShop({ SELLER_GSTIN: '27AAPFU0939F1ZV', SELLER_NAME: 'Haat Test Retail' })
  // The lamp declares its HSN code and rate; the mug declares none and takes the default 18%.
  await ctx.db
    .update(products)
    .set({ declarations: { hsnCode: '9405', gstRatePercent: 12 } })
    .where(eq(products.id, ctx.shop.lamp.id))
})

/** A cash-on-delivery order of the lamp (₹2,499 less ₹300 for the upvote) and two mugs (₹350 each). */
async function placedOrder(
  headers: Record<string, string>,
  state: { state: string; city: string; pincode: string } | null,
) {
  const { lamp, mug } = ctx.shop
  await upvote(ctx, lamp.id, headers)
  const lines = [line(lamp.id, ctx.variantsOf(lamp.id)[0]!, 1), line(mug.id, ctx.variantsOf(mug.id)[0]!, 2)]
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/product/shopify/cart/multi',
    headers,
    payload: lines,
  })
  const publicId = res.json().checkoutUrl.split('/').pop() as string
  if (state) {
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${publicId}/pay`,
      headers,
      payload: { address: { ...address, ...state }, payment: { method: 'COD' } },
    })
    expect(paid.json()).toMatchObject({ status: 'CONFIRMED', total: 2899 })
  }
  return publicId
}

const invoice = (publicId: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/orders/${publicId}/invoice`, headers })

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

describe('the tax invoice', () => {
  test('to another state: IGST per line with HSN codes, totals and the amount in words', async () => {
    const asha = await ctx.shopper('asha')
    const publicId = await placedOrder(asha, null)
    expect((await invoice(publicId, asha)).statusCode).toBe(409) // not yet placed
    await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${publicId}/pay`,
      headers: asha,
      payload: { address, payment: { method: 'COD' } },
    })
    const res = await invoice(publicId, asha)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${publicId}.pdf"`)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const text = await pdfText(res.rawPayload)
    expect(text).toContain('Tax Invoice')
    expect(text).toContain('Haat Test Retail')
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV State: Maharashtra (27)')
    expect(text).toContain(`Order no: ${publicId}`)
    expect(text).toMatch(/Invoice no: HT\/\d\d-\d\d\/\d+/)
    expect(text).toContain('Place of supply: Karnataka')
    expect(text).not.toContain('CGST')
    // Lamp: ₹2,199 at 12% → 1,963.39 + 235.61 IGST. Mugs: ₹700 at 18% → 593.22 + 106.78.
    expect(text).toContain('Brass Lamp 9405 1 1,963.39 12% 235.61 2,199.00')
    expect(text).toContain('Clay Mug - 2 593.22 18% 106.78 700.00')
    expect(text).toContain('Total 2,556.61 342.39 2,899.00')
    expect(text).toContain('In words: Rupees Two Thousand Eight Hundred Ninety-Nine Only')
  })

  test('within the seller’s state: CGST and SGST, half the rate each', async () => {
    const bina = await ctx.shopper('bina')
    const publicId = await placedOrder(bina, { state: 'Maharashtra', city: 'Pune', pincode: '411001' })
    const text = await pdfText((await invoice(publicId, bina)).rawPayload)
    expect(text).toContain('Place of supply: Maharashtra')
    expect(text).not.toContain('IGST')
    // Lamp: 117.80 each (2,199 × 6 / 112 = 117.80…); mugs: 53.39 each (700 × 9 / 118 = 53.389…).
    expect(text).toContain('Brass Lamp 9405 1 1,963.40 12% 117.80 117.80 2,199.00')
    expect(text).toContain('Clay Mug - 2 593.22 18% 53.39 53.39 700.00')
    expect(text).toContain('Total 2,556.62 171.19 171.19 2,899.00')
  })

  test('only the order’s own shopper gets it: others 404, guests 401', async () => {
    const chitra = await ctx.shopper('chitra')
    const publicId = await placedOrder(chitra, { state: 'Kerala', city: 'Kochi', pincode: '682001' })
    const other = await invoice(publicId, await ctx.shopper('dev'))
    expect(other.statusCode).toBe(404)
    expect(other.json()).toMatchObject({ error: 'ORDER_NOT_FOUND' })
    expect((await invoice(publicId)).statusCode).toBe(401)
    expect((await invoice('HT-ZZZZZZZZZZ', chitra)).statusCode).toBe(404)
  })
})
