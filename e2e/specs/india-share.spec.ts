// Share from the product page (issue 17 §4, decision 0782): the WhatsApp link and the share sheet carry
// this phone's referral code once the buttons' chunk has hydrated, and the page's Open Graph tags give
// WhatsApp its preview (title, price, picture).
import type { Product } from '@haat/domain/catalog/product'
import { formatINR } from '@haat/domain/format/money'
import { expect, test } from '../support/test.ts'
import { saveScreenshot } from '../support/screenshot.ts'

const slugFor = (project: string) =>
  project === 'mobile' ? 'bholu-toys-wooden-rainbow-stacker' : 'amla-apothecary-kumkumadi-tailam'

test('WhatsApp and the share sheet carry the page and this phone’s referral code', async ({ page }, info) => {
  test.setTimeout(120_000)
  const slug = slugFor(info.project.name)
  const product = ((await (await page.request.get(`/api/product/slug/${slug}`)).json()) as Product[])[0]!
  // The share sheet as Android Chrome has it: what the page hands it is kept for the test to read.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        ;(window as unknown as { shared: ShareData }).shared = data
      },
    })
  })
  await page.goto(`/product/${slug}`)
  const share = page.getByTestId('share-buttons')
  const whatsApp = share.getByRole('link', { name: 'WhatsApp' })
  // The code is added once the chunk has hydrated: on a loaded phone run that took seconds.
  await expect(whatsApp).toHaveAttribute('href', /ref%3D[a-z0-9]{12}/, { timeout: 45_000 })
  const code = await page.evaluate(() => localStorage.getItem('haat.shareCode'))
  expect(code).toMatch(/^[a-z0-9]{12}$/)
  const origin = new URL(page.url()).origin
  const link = `${origin}/product/${slug}?ref=${code}`
  const message = decodeURIComponent(
    (await whatsApp.getAttribute('href'))!.replace('https://wa.me/?text=', ''),
  )
  expect(message).toBe(`${product.title}, ${formatINR(product.price.amount)} on Haat ${link}`)

  await share.getByRole('button', { name: 'Share' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
    .toBe(link)
  await share.scrollIntoViewIfNeeded()
  await saveScreenshot(page, info, 'product-share', { fullPage: false })
})

test('the page’s Open Graph preview names the product, its price and its picture', async ({ page }, info) => {
  const slug = slugFor(info.project.name)
  const product = ((await (await page.request.get(`/api/product/slug/${slug}`)).json()) as Product[])[0]!
  // What WhatsApp's crawler reads: the server's HTML, no script run.
  const html = await (await page.request.get(`/product/${slug}?ref=abcdefgh1234`)).text()
  const og = (property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&')
  expect(og('og:title')).toBe(`${product.title} by ${product.brand.brandName} · Haat`)
  expect(og('og:description')).toContain(formatINR(product.price.amount))
  expect(og('product:price:amount')).toBe(String(product.price.amount))
  expect(og('product:price:currency')).toBe('INR')
  // The canonical address drops the referral: shared links neither split the cache nor the index.
  expect(og('og:url')).toMatch(new RegExp(`^https?://[^/]+/product/${slug}$`))
  const image = og('og:image')!
  expect(image).toMatch(/^https?:\/\//)
  const picture = await page.request.get(image)
  expect(picture.ok()).toBe(true)
  expect(picture.headers()['content-type']).toMatch(/^image\//)
})

test('a guide and a tape share their own page with this phone’s code', async ({ page }, info) => {
  test.setTimeout(120_000)
  await page.goto('/guides/diwali-gifting-guide')
  const guideShare = page.getByTestId('share-buttons')
  const guideWhatsApp = guideShare.getByRole('link', { name: 'WhatsApp' })
  await expect(guideWhatsApp).toHaveAttribute('href', /ref%3D[a-z0-9]{12}/, { timeout: 45_000 })
  const code = await page.evaluate(() => localStorage.getItem('haat.shareCode'))
  const origin = new URL(page.url()).origin
  const guideMessage = decodeURIComponent((await guideWhatsApp.getAttribute('href'))!)
  expect(guideMessage).toMatch(/ on Haat: /)
  expect(guideMessage.endsWith(` ${origin}/guides/diwali-gifting-guide?ref=${code}`)).toBe(true)
  await saveScreenshot(page, info, 'guide-share', { fullPage: false })

  const list = await page.request.get('/api/file/tapes?page=0&size=10').then((r) => r.json())
  const tape = list.content[1] as { id: number; product: { title: string } }
  await page.goto(`/binge/${tape.id}`)
  const slide = page.locator(`[data-tape-id="${tape.id}"]`)
  const tapeWhatsApp = slide.getByRole('link', { name: 'Share on WhatsApp' })
  await expect(tapeWhatsApp).toHaveAttribute('href', /ref%3D[a-z0-9]{12}/, { timeout: 45_000 })
  expect(decodeURIComponent((await tapeWhatsApp.getAttribute('href'))!)).toBe(
    `https://wa.me/?text=${tape.product.title}: watch it on Haat ${origin}/binge/${tape.id}?ref=${code}`,
  )
  await expect(slide.getByRole('button', { name: /^(Share|Copy link)$/ })).toBeVisible()
  await expect(slide.getByRole('link', { name: /Shop this/ })).toBeVisible()
  await saveScreenshot(page, info, 'tape-share', { fullPage: false })
})

test('opening a shared link keeps the sharer’s code for the checkout; one’s own link does not', async ({
  page,
  context,
}) => {
  const refCookie = async () => (await context.cookies()).find((c) => c.name === 'haat_ref')
  await page.goto('/guides/diwali-gifting-guide?ref=ab12cd34ef')
  const kept = await refCookie()
  expect(kept).toMatchObject({ value: 'ab12cd34ef', httpOnly: true, sameSite: 'Lax', path: '/' })
  expect(kept!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000)
  // This phone shares: its own code goes to a cookie, and its own link then changes nothing.
  await page.goto('/product/amla-apothecary-kumkumadi-tailam')
  await expect(page.getByTestId('share-buttons').getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /ref%3D/,
    { timeout: 45_000 },
  )
  const own = await page.evaluate(() => localStorage.getItem('haat.shareCode'))
  await page.goto(`/product/amla-apothecary-kumkumadi-tailam?ref=${own}`)
  expect((await refCookie())?.value).toBe('ab12cd34ef')
})
