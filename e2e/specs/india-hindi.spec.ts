// Hindi storefront (issue 17 §1, decision 0790): the header switch opens the same page under /hi, the
// page says it is Hindi (lang, hreflang), links stay under /hi, and the switch leads back to English.
import { expect, test } from '../support/test.ts'
import { saveScreenshot } from '../support/screenshot.ts'

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
