// With no SMTP settings the store writes each message into the outbox folder as an .eml file, the
// same MIME message SMTP would carry (both bodies), which any mail program opens.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { beforeAll, expect, test } from 'vitest'
import { buildShop, line, type ShopContext } from '../support/shop.ts'

const outbox = join(mkdtempSync(join(tmpdir(), 'haat-outbox-')), 'outbox')
let ctx: ShopContext
beforeAll(async () => {
  ctx = await buildShop({ OUTBOX_DIR: outbox, JOB_POLL_MS: '100', PUBLIC_ORIGIN: 'https://haat.example' })
})

test('a paid order’s confirmation lands in the outbox as an .eml with HTML and text', async () => {
  const shopper = await ctx.shopper('tara')
  const { mug } = ctx.shop
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/product/shopify/cart/multi',
    headers: shopper,
    payload: [line(mug.id, ctx.variantsOf(mug.id)[0]!, 3)],
  })
  const publicId = created.json().checkoutUrl.split('/').pop() as string
  const address = {
    name: 'Tara',
    phone: '9845012345',
    line1: '4 Park St',
    city: 'Kolkata',
    state: 'West Bengal',
    pincode: '700016',
  }
  const paid = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${publicId}/pay`,
    headers: shopper,
    payload: { address, payment: { method: 'COD' } },
  })
  expect(paid.statusCode).toBe(200)

  await expect.poll(() => readdirSyncSafe(outbox).length, { timeout: 10_000 }).toBe(1)
  const [file] = readdirSyncSafe(outbox)
  expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T.*\.eml$/)
  const mail = await simpleParser(readFileSync(join(outbox, file!)))
  expect(mail.subject).toBe(`Your haat order ${publicId} is confirmed`)
  expect(mail.to).toMatchObject({ value: [{ address: 'tara@example.in' }] })
  expect(mail.text).toContain('Clay Mug × 3: ₹1,050')
  expect(mail.text).toContain('Payment: Cash on delivery')
  expect(mail.html).toContain('4 Park St')
})

function readdirSyncSafe(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}
