// Issue 15 §2 part 2 in Chromium: on a store with imported products, the operator uploads a tape (a
// 9:16 H.264 MP4 made by ffmpeg for the test) linked to an imported product and finds it in the binge
// feed, and edits a brand's page and checkout settings (tokens shown only as set). Screenshots of the
// new admin pages go to docs/screenshots/admin/ at 390 × 844 and 1280 × 800.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { ADMIN, adminShot as shot, openAdminStore } from '../support/admin-store.ts'
import { expect, test } from '../support/test.ts'
import { signIn } from '../support/sign-in.ts'
import type { Store } from '../support/start-store.ts'

const MAT = { title: 'Natural Rubber Yoga Mat', slug: 'shopify-prana-mats-natural-rubber-yoga-mat' }

let store: Store
let video: string
test.beforeAll(async () => {
  test.setTimeout(600_000)
  const opened = await openAdminStore('admin-content')
  store = opened.store
  // Two seconds of ffmpeg's test pattern, 270 × 480 (9:16), H.264: a few tens of KB.
  video = join(opened.dataDir, 'mat-tape.mp4')
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=270x480:rate=15', '-t', '2'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', video],
  ])
})
test.afterAll(() => store?.stop())

test('an operator uploads a tape for an imported product and edits a brand; shoppers see both', async ({
  page,
}) => {
  test.slow()
  test.setTimeout(300_000)
  await page.goto(`${store.origin}/product/${MAT.slug}`)
  await signIn(page, ADMIN)

  // A tape for the imported mat, first in the order.
  await page.goto(`${store.origin}/admin/tapes`)
  await expect(page.getByRole('heading', { level: 1, name: 'Tapes' })).toBeVisible()
  await page.getByLabel(/^Video \(MP4/).setInputFiles(video)
  await page.getByLabel('Product (its address)').fill(MAT.slug)
  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByRole('status')).toContainText('It is in the binge feed now', { timeout: 30_000 })
  // The demo catalogue has a mat of that name with its own tape: the uploaded one's poster is stored.
  const row = page
    .getByTestId('admin-tape')
    .filter({ hasText: MAT.title, has: page.locator('img[src^="/media/u/tapes/"]') })
  await expect(row).toBeVisible()
  await shot(page, 'tapes')

  // The shopper's binge feed plays it, with the mat to buy.
  const href = await row.getByRole('link', { name: 'View on the store' }).getAttribute('href')
  await page.goto(`${store.origin}${href}`)
  const uploaded = page.locator('video[src^="/media/u/tapes/"]').first()
  await expect(uploaded).toBeAttached()
  await expect(page.getByText(MAT.title).first()).toBeVisible()

  // A brand's page and its checkout settings.
  await page.goto(`${store.origin}/admin/brands`)
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible()
  await shot(page, 'brands')
  await page.getByRole('link', { name: /Prana Mats/ }).click()
  await page.getByLabel('City').fill('Tapovan, Rishikesh')
  await page.getByRole('button', { name: 'Save brand' }).click()
  await expect(page.getByRole('status')).toContainText('Shoppers see the brand page now')
  const brandPage = page.url()
  await page.getByLabel('Shop domain').fill('prana-mats.myshopify.com')
  await page.getByLabel(/^Storefront token/).fill('a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6')
  await page.getByLabel(/^Admin API token/).fill('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')
  await page.getByRole('button', { name: 'Save checkout settings' }).click()
  await expect(page.getByRole('status')).toContainText('stored encrypted')
  await expect(page.getByText('Storefront token (set)')).toBeVisible()
  await expect(page.getByLabel(/^Storefront token/)).toHaveValue('') // never sent back to the page
  expect(await page.content()).not.toContain('a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6')
  await shot(page, 'brand')
  await page.goto(`${store.origin}/brands/prana-mats`)
  await expect(page.getByText('Tapovan, Rishikesh')).toBeVisible()
  expect(brandPage).toMatch(/\/admin\/brands\/\d+/)
})
