// Issue 15 §2 part 2 in Chromium: on a store with imported products, the operator uploads a tape (a
// 9:16 H.264 MP4 made by ffmpeg for the test) linked to an imported product and finds it in the binge
// feed, edits a brand's page and checkout settings (tokens shown only as set), and puts a new picture
// in a home banner slot (decision 0768) that the home page then shows. Screenshots of the
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
let dataDir: string
test.beforeAll(async () => {
  test.setTimeout(600_000)
  const opened = await openAdminStore('admin-content')
  store = opened.store
  dataDir = opened.dataDir
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

test('the store admin puts a new picture, words and target in a home banner slot; the home page shows it', async ({
  page,
}) => {
  test.slow()
  // A 3:1 test pattern, as a photo an operator would pick (PNG, 1500 × 500).
  const picture = join(dataDir, 'mat-banner.png')
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1500x500',
    '-frames:v',
    '1',
    picture,
  ])
  await page.goto(`${store.origin}/`)
  await signIn(page, ADMIN)
  await page.goto(`${store.origin}/admin/banners`)
  await expect(page.getByRole('heading', { level: 1, name: 'Home banners' })).toBeVisible()
  const slots = page.getByTestId('admin-banner')
  await expect(slots).toHaveCount(6)
  await shot(page, 'banners')

  const first = slots.first()
  await first.getByLabel(/^New picture/).setInputFiles(picture)
  await first.getByLabel(/^Words on the banner/).fill('Prana Mats: natural rubber yoga mats that grip')
  await first.getByLabel('Leads to').selectOption('product')
  await first.getByLabel('Its address or path').fill(MAT.slug)
  await first.getByRole('button', { name: 'Save slot 1' }).click()
  await expect(page.getByRole('status')).toContainText('The home page shows it now')
  await expect(first.locator('img[src^="/media/u/banners/"]')).toBeVisible()
  await shot(page, 'banners-saved')

  // An outside link is refused with a message, and nothing changes.
  await slots.nth(1).getByLabel('Its address or path').fill('https://example.com/')
  await slots.nth(1).getByRole('button', { name: 'Save slot 2' }).click()
  await expect(slots.nth(1).getByText(/A path in this store/)).toBeVisible()

  // The shopper's home page: the new banner first, leading to the mat, at 640w and 1280w.
  await page.goto(`${store.origin}/`)
  const slide = page.getByTestId('hero-carousel').locator('[aria-roledescription="slide"] a').first()
  await expect(slide).toHaveAttribute('href', `/product/${MAT.slug}`)
  const img = slide.locator('img')
  await expect(img).toHaveAttribute('alt', 'Prana Mats: natural rubber yoga mats that grip')
  const srcset = (await img.getAttribute('srcset')) ?? ''
  const sizes = srcset.split(', ').map((c) => c.split(' ') as [string, string])
  expect(sizes.map(([, w]) => w)).toEqual(['640w', '1280w'])
  for (const [url, w] of sizes) {
    expect(url).toMatch(/^\/media\/u\/banners\/[0-9a-f]{20}-(640|1280)\.webp$/)
    const width = await page.evaluate(async (src) => {
      const i = new Image()
      i.src = src
      await i.decode()
      return i.naturalWidth
    }, url)
    expect(width).toBe(Number(w.replace('w', '')))
  }
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/-(640|1280)\.webp$/)
  await slide.click()
  await expect(page).toHaveURL(new RegExp(`/product/${MAT.slug}$`))
})
