// The shell: every static route renders with its heading, the 404 page, the menu, the mobile bottom bar.
import { expect, test } from '../support/test.ts'
import { saveScreenshot } from '../support/screenshot.ts'
import { STATIC_ROUTES } from '../support/static-routes.ts'

const MENU = ['About us', 'Guides', 'Brands', 'Categories', 'Trending', 'New', 'My Votes', 'Binge']
const isMobile = (name: string) => name === 'mobile'

for (const route of STATIC_ROUTES) {
  test(`${route.path} renders its heading`, async ({ page }, testInfo) => {
    const res = await page.goto(route.path)
    expect(res?.status()).toBe(200)
    const h1 = page.locator('h1')
    await expect(h1).toHaveCount(1)
    await expect(h1).toBeVisible()
    if (route.heading) await expect(h1).toHaveText(route.heading)
    else await expect(h1).not.toBeEmpty()
    await saveScreenshot(page, testInfo, route.name)
  })
}

test('an unknown address is a 404 page whose Return Home button goes to /', async ({ page }, testInfo) => {
  const res = await page.goto('/no-such-page/at-all')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await saveScreenshot(page, testInfo, '404')
  await page.getByRole('link', { name: 'Return Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the menu offers every spec item in order', async ({ page }, testInfo) => {
  await page.goto('/about')
  if (isMobile(testInfo.project.name)) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Menu' })
    await expect(menu.getByRole('listitem')).toHaveText(MENU.concat(['Contact', 'Terms', 'Privacy']))
    await saveScreenshot(page, testInfo, 'menu-drawer', { fullPage: false })
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('listitem')).toHaveText(MENU)
  }
})

test('Trending and New lead to the sorted listing', async ({ page }, testInfo) => {
  await page.goto('/about')
  // Desktop: the menu row. Mobile: the menu drawer, opened afresh for each item (a link closes it).
  const menu = async () => {
    if (!isMobile(testInfo.project.name)) return page.getByRole('navigation', { name: 'Main' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    return page.getByRole('dialog').getByRole('navigation', { name: 'Menu' })
  }
  await (await menu()).getByRole('link', { name: 'Trending' }).click()
  await expect(page).toHaveURL(/\/browse-all\?sortBy=trending$/)
  await (await menu()).getByRole('link', { name: 'New' }).click()
  await expect(page).toHaveURL(/\/browse-all\?sortBy=new$/)
})

test('Categories opens the category tree linking to the listing', async ({ page }, testInfo) => {
  await page.goto('/about')
  if (isMobile(testInfo.project.name)) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Categories' }).click()
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Categories' }).click()
  }
  const dialog = page.getByRole('dialog')
  await dialog.locator('summary').first().click()
  await saveScreenshot(page, testInfo, 'categories-drawer', { fullPage: false })
  const first = dialog.getByRole('link').filter({ hasText: /^All / }).first()
  await expect(first).toHaveAttribute('href', /^\/browse-all\?category=[a-z-]+$/)
  await first.click()
  await expect(page).toHaveURL(/\/browse-all\?category=/)
  await expect(dialog).toBeHidden()
})

test('the search box leads to /browse-all?search=…', async ({ page }) => {
  await page.goto('/about')
  // The predictive search (a combobox) once its chunk has loaded: a search typed earlier goes by the plain form.
  const box = page.getByRole('combobox').locator('visible=true')
  await box.fill('coffee')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/browse-all\?search=coffee$/)
})

test('the mobile bottom bar shows below 768 px only, with the active item highlighted', async ({
  page,
}, testInfo) => {
  await page.goto('/binge')
  const bar = page.getByTestId('bottom-nav')
  if (!isMobile(testInfo.project.name)) {
    await expect(bar).toBeHidden()
    return
  }
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Binge' })).toHaveAttribute('aria-current', 'page')
  await expect(bar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')
  await expect(bar.getByTestId('binge-badge')).toHaveClass(/animate-spin/)
})

test('footer links to Contact, Terms and Privacy', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('navigation', { name: 'Footer' })
  await expect(footer.getByRole('link')).toHaveText(['Contact', 'Terms', 'Privacy'])
})

test('robots.txt and sitemap.xml are served with absolute URLs', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt')
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>${baseURL}/about</loc>`)
  expect(sitemap).toMatch(new RegExp(`<loc>${baseURL}/product/[a-z0-9-]+</loc>`))
})
