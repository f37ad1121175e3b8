// Hindi storefront (issue 17 §1, decision 0790): the header switch opens the same page under /hi, the
// page says it is Hindi (lang, hreflang), links stay under /hi, and the switch leads back to English;
// a Hindi shopper signs in, upvotes and reaches checkout without leaving Hindi. Products with Hindi
// texts (decision 0791) show them on Hindi pages only, field by field, and their structured data and
// share tags name the Hindi addresses.
import type { Page } from '@playwright/test'
import type { Product } from '@haat/domain/catalog/product'
import { formatINR } from '@haat/domain/format/money'
import { discountedPrice } from '@haat/domain/rules/discount'
import { expect, test, waitForHydration } from '../support/test.ts'
import { saveScreenshot } from '../support/screenshot.ts'
import { newShopper, submitSignUp } from '../support/sign-in.ts'

test('the language switch opens the Hindi page and its links stay in Hindi', async ({
  page,
  isMobile,
}, info) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await page.locator('header').getByRole('link', { name: 'हिन्दी' }).click()
  await expect(page).toHaveURL(/\/hi$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await waitForHydration(page) // the switch loaded a new document: its links are the router's once hydrated
  const origin = new URL(page.url()).origin
  await expect(page.locator('link[rel=alternate][hreflang=en-IN]')).toHaveAttribute('href', `${origin}/`)
  await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute('href', `${origin}/`)
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${origin}/hi`)
  const seeDeals = isMobile ? 'ख़ास कीमतें अनलॉक करें →' : 'सबसे ज़्यादा वोट वाले देखें'
  await expect(page.getByRole('link', { name: seeDeals })).toBeVisible()
  await saveScreenshot(page, info, 'hindi-home')

  // A link inside the Hindi page stays Hindi (the router's basename is /hi) without a new document.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  if (isMobile) await page.getByTestId('bottom-nav').getByRole('link', { name: 'ब्राउज़' }).click()
  else await page.locator('footer').getByRole('link', { name: 'संपर्क' }).click()
  await expect(page).toHaveURL(isMobile ? /\/hi\/browse-all$/ : /\/hi\/contact$/)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  // That page was rendered by the browser: its Hindi title came from the messages' script the served
  // page names, not from the page's data (decision 0813).
  await expect(page).toHaveTitle(/[\u0900-\u097F]/)
  const served = await (await page.request.get('/hi')).text()
  expect(served).toMatch(/<script src="\/i18n\/hi-IN\.[\w-]{12}\.js"/)
  // A plain script before the router's module script, which is async (decision 0815).
  expect(served.search(/<script src="\/i18n\//)).toBeLessThan(served.search(/<script[^>]* type="module"/))
  expect(served).not.toMatch(/\\"messages\\"/) // no catalogue in the page's data

  // And back: the switch in the menu (phones) or header (desktop) opens the English twin.
  if (isMobile) {
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'English' }).click()
  } else {
    await page.locator('header').getByRole('link', { name: 'English' }).click()
  }
  await expect(page).toHaveURL(isMobile ? /\/browse-all$/ : /\/contact$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
})

type LdItem = { '@type': string; name?: string; url?: string; itemListElement?: { item?: string }[] }

async function structuredData(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const all = texts.map((t) => JSON.parse(t) as LdItem)
  return {
    product: all.find((d) => d['@type'] === 'Product')!,
    crumbs: all.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement!.map((i) => i.item),
  }
}
const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"]`).getAttribute('content')

test('a product with Hindi texts shows them on its Hindi page, and English on its English page', async ({
  page,
}, info) => {
  test.setTimeout(120_000)
  const slug = 'amla-apothecary-kumkumadi-tailam'
  await page.goto(`/hi/product/${slug}`)
  const origin = new URL(page.url()).origin
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('कुमकुमादि तैलम')
  await expect(page.getByText('कुमकुमादि तैलम — 50 मि.ली.', { exact: true })).toBeVisible()
  await expect(page).toHaveTitle('कुमकुमादि तैलम — Amla Apothecary · Haat')
  expect(await meta(page, 'og:url')).toBe(`${origin}/hi/product/${slug}`)
  const hindi = await structuredData(page)
  expect(hindi.product).toMatchObject({ name: 'कुमकुमादि तैलम', url: `${origin}/hi/product/${slug}` })
  expect(hindi.crumbs[0]).toBe(`${origin}/hi`)
  expect(hindi.crumbs[1]).toMatch(new RegExp(`^${origin}/hi/browse-all\\?category=`))
  await saveScreenshot(page, info, 'hindi-product-texts')
  // The shipping guide's modal and the also-bought row read Hindi too.
  await page.getByRole('button', { name: 'शिपिंग गाइड' }).first().click()
  const shipping = page.getByRole('dialog', { name: 'शिपिंग और रिटर्न' })
  await expect(shipping.getByRole('heading', { name: 'रिटर्न पॉलिसी' })).toBeVisible()
  await saveScreenshot(page, info, 'hindi-shipping-modal', { fullPage: false })
  await page.keyboard.press('Escape')
  await expect(shipping).toHaveCount(0)
  await page.getByTestId('also-bought-slot').scrollIntoViewIfNeeded() // read as the shopper nears it
  await expect(page.getByRole('heading', { name: 'इसे पसंद करने वालों ने ये भी ख़रीदा' })).toBeVisible()
  // The description is a lazy chunk that keeps the server's text: read it from the page as served.
  const served = async (path: string) => (await page.request.get(path)).text()
  const hindiPage = await served(`/hi/product/${slug}`)
  expect(hindiPage).toMatch(/<p>[^<]*तिल के तेल में तीन दिन तक धीमी आँच पर/)
  expect(hindiPage).toContain('>इस प्रोडक्ट के बारे में</h2>')
  expect(await served(`/product/${slug}`)).toMatch(/<p>[^<]*Slow-cooked in sesame oil over three days/)
  // Field by field: the board game has a Hindi title and headline but no Hindi description.
  const game = await served('/hi/product/chausar-games-bazaar-bonanza-board-game')
  expect(game).toMatch(/<h1[^>]*>बाज़ार बोनांज़ा बोर्ड गेम<\/h1>/)
  expect(game).toMatch(/<p>[^<]*Teaches itself in ten minutes/)

  await page.goto(`/product/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kumkumadi Tailam')
  await expect(page.getByText('Kumkumadi Tailam — 50 ml', { exact: true })).toBeVisible()
  await expect(page.getByText('कुमकुमादि तैलम')).toHaveCount(0)
  const english = await structuredData(page)
  expect(english.product).toMatchObject({ name: 'Kumkumadi Tailam', url: `${origin}/product/${slug}` })
  expect(english.crumbs[0]).toBe(`${origin}/`)

  // And on cards: the Hindi home's shelves show Hindi titles where the catalogue has them.
  expect(await served('/hi')).toMatch(/<h3[^>]*><a[^>]*>लकड़ी का सतरंगी स्टैकर — सात टुकड़ों का सेट</)
  expect(await served('/')).toMatch(/<h3[^>]*><a[^>]*>Wooden Rainbow Stacker — set of 7</)
})

test('a Hindi shopper signs in, upvotes, adds to the bag and reaches checkout, all in Hindi', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  const slug =
    info.project.name === 'mobile' ? 'bholu-toys-wooden-rainbow-stacker' : 'amla-apothecary-kumkumadi-tailam'
  const product = ((await (await page.request.get(`/api/product/slug/${slug}`)).json()) as Product[])[0]!
  const hindiTitle = info.project.name === 'mobile' ? 'लकड़ी का सतरंगी स्टैकर' : 'कुमकुमादि तैलम'
  const regular = product.price.amount
  const paid = discountedPrice(regular, product.offer)

  await page.goto(`/hi/product/${slug}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  const card = page.locator('#buy-card')
  // Money stays Indian English in Hindi (₹1,23,456), the words are Hindi.
  await expect(card.getByText(formatINR(regular)).first()).toBeVisible()
  await expect(card.getByRole('button', { name: /की छूट अनलॉक करें$/ })).toBeVisible()
  await saveScreenshot(page, info, 'hindi-product')

  // Sign-in comes back through /hi/login-success to the Hindi page.
  const shopper = newShopper(info, 'Meera Iyer')
  await page.getByRole('banner').getByRole('button', { name: 'साइन इन करें' }).click()
  await submitSignUp(page, shopper)
  await page.waitForURL(new RegExp(`/hi/product/${slug}$`))
  await expect(page.getByRole('banner').getByRole('button', { name: `खाता: ${shopper.name}` })).toBeVisible()

  await card.getByRole('button', { name: /की छूट अनलॉक करें$/ }).click()
  await expect(card.getByRole('button', { name: 'वोट दिया' })).toBeDisabled({ timeout: 15_000 })
  // The unlocked price's line is one Hindi sentence with the code where Hindi puts it.
  await expect(
    card.getByText(`कोड ${product.offer!.code} से आपकी बचत ${formatINR(regular - paid)}`),
  ).toBeVisible()
  await card.getByRole('button', { name: 'कार्ट में डालें' }).click()
  const bag = page.getByTestId('cart-overlay')
  await expect(bag.getByTestId('cart-total')).toHaveText(formatINR(paid))
  await expect(bag.getByRole('button', { name: 'चेकआउट' })).toBeVisible()
  // The bag names the product in Hindi; the order keeps its English title (decision 0791).
  await expect(bag.getByText(hindiTitle, { exact: true })).toBeVisible()
  await saveScreenshot(page, info, 'hindi-bag', { fullPage: false })
  await bag.getByRole('button', { name: 'चेकआउट' }).click()

  await page.waitForURL(/\/hi\/checkout\/HT-/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  const summary = page.getByRole('complementary', { name: 'ऑर्डर का सारांश' })
  await expect(summary.getByTestId('order-total')).toHaveText(formatINR(paid))
  await page.getByRole('button', { name: `${formatINR(paid)} का भुगतान करें` }).click()
  await expect(page.getByText('डिलीवरी के लिए नाम डालें')).toBeVisible()
  await page.getByLabel('पूरा नाम').fill('Meera Iyer')
  await saveScreenshot(page, info, 'hindi-checkout')
})
