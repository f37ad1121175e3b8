// The search results page (issue 14): facets with counts that write the address, a "did you mean" and
// popular picks when nothing matches, in Chromium at phone and desktop sizes. Screenshots are saved to
// docs/screenshots/search/ for people to look at.
import { fileURLToPath } from 'node:url'
import type { Page, TestInfo } from '@playwright/test'
import { screenshotIfWanted } from '../support/screenshots-wanted.ts'
import { expect, test } from '../support/test.ts'

// A results page is several API calls and client navigations: on this shared 2-core machine they need
// more than the default 30 s.
test.describe.configure({ timeout: 150_000 })

// The repository's docs folder, wherever Playwright runs from (it runs in e2e/).
const shots = fileURLToPath(new URL('../../docs/screenshots/search', import.meta.url))
/** The mobile project is 390×844, the desktop one 1280×800. */
const phoneOf = (info: TestInfo) => info.project.name === 'mobile'
const widthOf = (info: TestInfo) => (phoneOf(info) ? 390 : 1280)
const count = async (page: Page) =>
  Number((await page.getByTestId('result-count').innerText()).replace(/,/g, ''))

/** The filters: the sidebar on desktop, the bottom sheet on a phone. */
async function openFilters(page: Page, phone: boolean) {
  if (!phone) return page.getByRole('complementary', { name: 'Filters' })
  await page.getByRole('button', { name: /^Filters/ }).click()
  return page.getByRole('dialog', { name: 'Filters' })
}

test('facets narrow a search through the address', async ({ page }, info) => {
  const phone = phoneOf(info)
  await page.goto('/browse-all?search=oil')
  const all = await count(page)
  expect(all).toBeGreaterThan(5)
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance')
  let filters = await openFilters(page, phone)
  const food = filters.getByRole('checkbox', { name: /^Food & Drink \d+$/ })
  const foodCount = Number((await food.innerText()).match(/\d+$/)?.[0])
  await screenshotIfWanted(page, { path: `${shots}/facets-${widthOf(info)}.png` })
  await food.click()
  await expect(page).toHaveURL(/search=oil&category=food-drink$/)
  await expect.poll(() => count(page), { timeout: 20_000 }).toBe(foodCount)
  filters = await openFilters(page, phone)
  await expect(filters.getByRole('checkbox', { name: /^Food & Drink/ })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  const band = filters.getByRole('group', { name: 'Price' }).getByRole('checkbox').first()
  await band.click()
  await expect(page).toHaveURL(/&price=[a-z0-9-]+$/)
  await expect.poll(() => count(page), { timeout: 20_000 }).toBeLessThanOrEqual(foodCount)
  // The top of the screen (filters keep the scroll; a full-page shot paints the sticky header mid-page).
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshotIfWanted(page, { path: `${shots}/narrowed-${widthOf(info)}.png` })
  await page.goBack()
  await expect(page).toHaveURL(/search=oil&category=food-drink$/)
})

test('nothing found: did you mean and popular picks', async ({ page }, info) => {
  await page.goto('/browse-all?search=hunny')
  await expect(page.getByText('No results found for "hunny"')).toBeVisible()
  const picks = page.getByRole('region', { name: 'Popular picks' })
  await expect(picks.getByRole('listitem').first()).toBeVisible()
  await screenshotIfWanted(page, { path: `${shots}/did-you-mean-${widthOf(info)}.png`, fullPage: true })
  await page.getByTestId('did-you-mean').getByRole('link', { name: 'honey' }).click()
  await expect(page).toHaveURL(/search=honey$/)
  await expect(page.getByRole('link', { name: /Honey/ }).first()).toBeVisible()
})

test('a query with no near spelling still offers categories and popular picks', async ({ page }) => {
  await page.goto('/browse-all?search=xqzvw')
  await expect(page.getByTestId('did-you-mean')).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Shop by category' }).getByRole('link').first()).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Popular picks' }).getByRole('listitem').first(),
  ).toBeVisible()
})

test('facets that together match nothing offer to clear them, keeping the search', async ({ page }) => {
  await page.goto('/browse-all?search=honey&category=electronics')
  await expect(page.getByText('Nothing matches these filters')).toBeVisible()
  await page.getByRole('link', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/browse-all\?search=honey$/)
  await expect.poll(() => count(page), { timeout: 20_000 }).toBeGreaterThan(0)
})

test('Devanagari: the page says what it searched for in Latin letters', async ({ page }) => {
  await page.goto(`/browse-all?search=${encodeURIComponent('शहद')}`)
  await expect(page.getByTestId('search-understood')).toContainText('shahad')
  await expect(page.getByRole('link', { name: /Honey/ }).first()).toBeVisible()
})
