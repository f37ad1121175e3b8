// The GST tax invoice from the order page (issue 17 §2): a shopper's cash-on-delivery order to
// Maharashtra (the demo seller's state, so CGST + SGST), downloaded as a PDF and read back as text.
import { readFile } from 'node:fs/promises'
import { expect, test } from '../support/test.ts'
import { extractText, getDocumentProxy } from 'unpdf'
import type { Product } from '@haat/domain/catalog/product'
import { ACCESS_TOKEN_KEY } from '@haat/domain/constants/storage-keys'
import { rupeesInWords } from '@haat/domain/gst/amount-in-words'
import { saveScreenshot } from '../support/screenshot.ts'
import { newShopper, signUp } from '../support/sign-in.ts'

const SLUG = 'amla-apothecary-kumkumadi-tailam'
const ADDRESS = {
  name: 'Meera Joshi',
  phone: '98220 12345',
  line1: '5 FC Road, Shivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
}

test('a placed order’s page downloads its tax invoice with CGST and SGST', async ({ page }, info) => {
  test.setTimeout(180_000)
  const product = ((await (await page.request.get(`/api/product/slug/${SLUG}`)).json()) as Product[])[0]!
  await page.goto(`/product/${SLUG}`)
  await signUp(page, newShopper(info, 'Meera Joshi'))
  const token = await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)
  const headers = { authorization: `Bearer ${token}` }

  // The order is placed through the API the checkout page calls (the checkout itself: checkout.spec).
  const line = { productId: product.id, variantId: product.variants[0]!.id, quantity: 2 }
  const started = await page.request.post('/api/product/shopify/cart/multi', { headers, data: [line] })
  expect(started.ok()).toBe(true)
  const orderId = ((await started.json()) as { checkoutUrl: string }).checkoutUrl.split('/').pop()!
  const placed = await page.request.post(`/api/orders/${orderId}/pay`, {
    headers,
    data: { address: ADDRESS, payment: { method: 'COD' } },
  })
  expect(placed.ok()).toBe(true)
  const { total } = (await placed.json()) as { total: number }

  // Another shopper's session (here: none) gets nothing.
  expect((await page.request.get(`/api/orders/${orderId}/invoice`)).status()).toBe(401)

  await page.goto(`/orders/${orderId}`)
  const button = page.getByRole('button', { name: 'Download tax invoice' })
  await expect(button).toBeVisible({ timeout: 30_000 })
  await saveScreenshot(page, info, 'order-with-invoice')
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  expect(download.suggestedFilename()).toBe(`invoice-${orderId}.pdf`)
  const pdf = await readFile((await download.path())!)
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })
  const flat = text.replace(/\s+/g, ' ')
  expect(flat).toContain('Tax Invoice')
  expect(flat).toContain(`Order no: ${orderId}`)
  expect(flat).toContain('Place of supply: Maharashtra')
  expect(flat).toContain('CGST SGST')
  expect(flat).toContain(product.title)
  if (product.declarations?.hsnCode) expect(flat).toContain(product.declarations.hsnCode)
  expect(flat).toContain(`In words: ${rupeesInWords(total * 100)}`)
})
