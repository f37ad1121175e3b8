// Predictive search in the header (issue 14): suggestions as the shopper types, chosen with the
// keyboard, in Chromium at phone and desktop sizes; screenshots in test-results/.
import { screenshotIfWanted } from '../support/screenshots-wanted.ts'
import { expect, test } from '../support/test.ts'

// Typing, a debounced suggestion call and a navigation: on this shared 2-core machine more than 30 s.
test.describe.configure({ timeout: 90_000 })

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`suggestions as the shopper types, chosen with the keyboard (${viewport.width}x${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    const box = page.getByRole('combobox', { name: 'Search products and brands' }).filter({ visible: true })
    await box.click()
    await box.pressSequentially('sungl', { delay: 40 })
    const list = page.getByRole('listbox', { name: 'Suggestions' }).filter({ visible: true })
    await expect(list.getByRole('option').first()).toContainText('Sunglasses')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await screenshotIfWanted(page, { path: `test-results/search-suggestions-${viewport.width}.png` })
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/)
    await box.press('Enter')
    await expect(page).toHaveURL(/\/product\/|\/browse-all/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Sunglasses|Eyewear/)
  })
}

test('Devanagari in the search box finds the products', async ({ page }) => {
  await page.goto('/browse-all?search=%E0%A4%B6%E0%A4%B9%E0%A4%A6')
  await expect(page.getByRole('link', { name: /Honey/ }).first()).toBeVisible()
})

test('words typed before the predictive search has loaded are kept when it takes over', async ({ page }) => {
  // Hold the combobox's chunk back until the shopper has typed into the server's plain box.
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route(/\/assets\/SearchCombobox-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/about', { waitUntil: 'commit' })
  // The server's box (the combobox's own markup, or the plain form if the client had to render it).
  const box = page.locator('header input[name="search"]').filter({ visible: true }).first()
  await box.click()
  await box.pressSequentially('sungl', { delay: 30 })
  release()
  // Hydrated: the box is now the combobox, still holding the words, and suggests for them.
  const combo = page.getByRole('combobox', { name: 'Search products and brands' }).filter({ visible: true })
  await expect(combo).toHaveValue('sungl')
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).filter({ visible: true })).toContainText(
    'Sunglasses',
  )
})
