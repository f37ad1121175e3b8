// The rest of the storefront in Hindi (issue 17 §1, decision 0790): listings and search, a guide, binge,
// My Orders, an order's page and My Votes (signed in), and the 404 page show Hindi words and a Hindi
// <title> under /hi, while the same pages at their English addresses keep the spec's English.
import type { Page } from '@playwright/test'
import type { Product } from '@haat/domain/catalog/product'
import { ACCESS_TOKEN_KEY } from '@haat/domain/constants/storage-keys'
import { expect, test } from '../support/test.ts'
import { saveIndiaScreenshot } from '../support/india-screenshot.ts'
import { newShopper, submitSignUp } from '../support/sign-in.ts'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test('listings, search and filters read Hindi under /hi and English at their own address', async ({
  page,
  isMobile,
}, info) => {
  test.setTimeout(120_000)
  await page.goto('/hi/browse-all?sortBy=new')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(heading(page)).toHaveText('अभी-अभी बनकर आए')
  await expect(page).toHaveTitle('अभी-अभी बनकर आए · Haat')
  await expect(page.getByTestId('listing-summary')).toContainText('प्रोडक्ट')
  await expect(page.getByLabel('क्रम से लगाएँ')).toBeVisible()
  await expect(page.getByRole('option', { name: 'कीमत: कम से ज़्यादा' })).toHaveCount(1)
  await expect(page.getByRole('group', { name: 'लेआउट' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'आप यहाँ हैं' }).getByText('ब्राउज़')).toBeVisible()
  if (isMobile) await expect(page.getByRole('button', { name: 'फ़िल्टर' })).toBeVisible()
  else await expect(page.getByRole('complementary', { name: 'फ़िल्टर' })).toContainText('कैटेगरी')
  await saveIndiaScreenshot(page, info, 'hindi-browse-all')

  // A search that finds nothing: the spec's empty text, in Hindi, and a way on.
  await page.goto('/hi/browse-all?search=qqxxzzvv')
  await expect(page).toHaveTitle('“qqxxzzvv” के नतीजे · Haat')
  await expect(page.getByTestId('search-empty')).toContainText('"qqxxzzvv" के लिए कोई नतीजा नहीं मिला')

  await page.goto('/browse-all?sortBy=new')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await expect(heading(page)).toHaveText('Fresh off the workbench')
  await expect(page).toHaveTitle('Fresh off the workbench · Haat')
  await expect(page.getByTestId('listing-summary')).toContainText('products')
  await expect(page.getByRole('option', { name: 'Price low to high' })).toHaveCount(1)
  await page.goto('/browse-all?search=qqxxzzvv')
  await expect(page.getByTestId('search-empty')).toContainText('No results found for "qqxxzzvv"')
})

test('a guide and binge read Hindi under /hi and English at their own address', async ({ page }, info) => {
  test.setTimeout(120_000)
  await page.goto('/hi/guides')
  await expect(heading(page)).toHaveText('चुनी हुई गाइड')
  await expect(page).toHaveTitle('गाइड · Haat')
  await page.locator('main article').first().locator('a').first().click()
  await expect(page).toHaveURL(/\/hi\/guides\/[a-z0-9-]+$/)
  await expect(page.getByTestId('curated-by')).toContainText('क्यूरेटर')
  await expect(page.getByRole('heading', { name: /चुनिंदा प्रोडक्ट$/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'ख़ास गाइड' })).toBeVisible()
  await expect(page.getByTestId('current-guide')).toContainText('अभी पढ़ रहे हैं')
  await saveIndiaScreenshot(page, info, 'hindi-guide')
  const guidePath = new URL(page.url()).pathname.slice('/hi'.length)

  await page.goto('/hi/binge?seed=42')
  await expect(page).toHaveTitle('Binge · Haat')
  await expect(page.getByRole('feed', { name: 'Binge: प्रोडक्ट के वीडियो' })).toBeVisible()
  const slide = page.getByRole('feed').getByRole('article').first()
  await expect(slide.getByRole('link', { name: 'इसे ख़रीदें' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'आवाज़' })).toBeVisible()
  await saveIndiaScreenshot(page, info, 'hindi-binge')

  await page.goto(guidePath)
  await expect(page.getByTestId('curated-by')).toContainText('Curated by')
  await expect(page.getByRole('heading', { name: 'Featured guides' })).toBeVisible()
  await page.goto('/binge?seed=42')
  await expect(page.getByRole('feed', { name: 'Binge: product videos' })).toBeVisible()
  await expect(
    page.getByRole('feed').getByRole('article').first().getByRole('link', { name: 'Shop this' }),
  ).toBeVisible()
})

test('a signed-in Hindi shopper’s orders, order page and votes read Hindi', async ({ page }, info) => {
  test.setTimeout(180_000)
  await page.goto('/hi/orders')
  await expect(page).toHaveTitle('मेरे ऑर्डर · Haat')
  await expect(page.getByText('अपने ऑर्डर देखने के लिए साइन इन करें')).toBeVisible()

  // Sign-up from the Hindi page comes back to it (through /hi/login-success).
  const shopper = newShopper(info, 'Kavya Nair')
  await page.getByRole('banner').getByRole('button', { name: 'साइन इन करें' }).click()
  await submitSignUp(page, shopper)
  await page.waitForURL(/\/hi\/orders$/)
  await expect(page.getByText('अभी तक कोई ऑर्डर नहीं')).toBeVisible()

  // A cash-on-delivery order placed through the API the checkout page calls (the checkout: checkout.spec).
  const token = await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)
  const headers = { authorization: `Bearer ${token}` }
  const slug = 'amla-apothecary-kumkumadi-tailam'
  const product = ((await (await page.request.get(`/api/product/slug/${slug}`)).json()) as Product[])[0]!
  const line = { productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }
  const started = await page.request.post('/api/product/shopify/cart/multi', { headers, data: [line] })
  expect(started.ok()).toBe(true)
  const orderId = ((await started.json()) as { checkoutUrl: string }).checkoutUrl.split('/').pop()!
  const address = {
    name: 'Kavya Nair',
    phone: '98470 12345',
    line1: '12 MG Road',
    city: 'Kochi',
    state: 'Kerala',
    pincode: '682016',
  }
  const placed = await page.request.post(`/api/orders/${orderId}/pay`, {
    headers,
    data: { address, payment: { method: 'COD' } },
  })
  expect(placed.ok()).toBe(true)

  await page.goto(`/hi/orders/${orderId}`)
  await expect(page).toHaveTitle(`ऑर्डर ${orderId} · Haat`)
  await expect(page.getByText('ऑर्डर हो गया')).toBeVisible({ timeout: 30_000 })
  await expect(heading(page)).toHaveText('धन्यवाद, Kavya!')
  await expect(page.getByTestId('order-status')).toHaveText('कन्फ़र्म · डिलीवरी पर भुगतान')
  await expect(page.getByTestId('order-payment')).toHaveText('कैश ऑन डिलीवरी')
  await expect(page.getByRole('button', { name: 'टैक्स इनवॉइस डाउनलोड करें' })).toBeVisible()
  await expect(page.getByText(/को ऑर्डर किया$/)).toBeVisible()

  await page.goto('/hi/orders')
  await expect(page.getByTestId('order-row')).toHaveCount(1)
  await expect(page.getByTestId('order-row').getByTestId('order-status')).toHaveText(
    'कन्फ़र्म · डिलीवरी पर भुगतान',
  )

  await page.goto('/hi/votes')
  await expect(page).toHaveTitle('मेरे वोट · Haat')
  await expect(page.getByText('अभी तक कोई वोट नहीं')).toBeVisible({ timeout: 30_000 })

  await page.goto(`/orders/${orderId}`)
  await expect(page.getByText('Order placed')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed · pay on delivery')
  await expect(page.getByRole('button', { name: 'Download tax invoice' })).toBeVisible()
})

test('the 404 page reads Hindi under /hi and English at its own address', async ({ page }, info) => {
  test.setTimeout(90_000)
  const hindi = await page.goto('/hi/no-such-page-here')
  expect(hindi?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page).toHaveTitle('पेज नहीं मिला · Haat')
  await expect(heading(page)).toHaveText('हमें वह पेज नहीं मिला')
  await expect(page.getByRole('link', { name: 'होम पर लौटें' })).toHaveAttribute('href', '/hi')
  await saveIndiaScreenshot(page, info, 'hindi-404')

  const english = await page.goto('/no-such-page-here')
  expect(english?.status()).toBe(404)
  await expect(page).toHaveTitle('Page not found · Haat')
  await expect(heading(page)).toHaveText('We couldn’t find that page')
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
})
