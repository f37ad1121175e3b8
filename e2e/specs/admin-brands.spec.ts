// Issue 15 §2, decision 0769 in Chromium: the store admin adds a brand from /admin/brands with a logo
// file (uploaded as soon as it is chosen, its URL filling the logo field), is told next to the field
// when the address is taken (the form keeps what was typed), finds the new brand's page on the store,
// is refused deleting a brand with products (the API's reason on the page), and deletes the new one.
// Screenshots at 1280 × 800 and 390 × 844 of /admin/brands/new, empty and refused, of a refused delete,
// and of /admin/brands after a delete. Admin pages are
// tested at desktop size (admin-*.spec.ts run in the desktop project only).
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { ADMIN, adminShot, openAdminStore } from '../support/admin-store.ts'
import { signIn } from '../support/sign-in.ts'
import type { Store } from '../support/start-store.ts'
import { expect, test } from '../support/test.ts'

const LOGO = fileURLToPath(new URL('../../apps/web/public/icons/icon-192.png', import.meta.url))

let store: Store
test.beforeAll(async () => {
  test.setTimeout(600_000)
  store = (await openAdminStore('admin-brands')).store
})
test.afterAll(() => store?.stop())

/** The whole page at the desktop's and the phone's size, from its top (the sticky header in its
 * place), its below-the-fold sections drawn (content-visibility: auto leaves them blank in a full-page
 * picture once scrolled away). */
async function shots(page: Page, name: string) {
  const desktop = page.viewportSize()!
  const top = () =>
    page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('.below-fold'))
        el.style.contentVisibility = 'visible'
      window.scrollTo(0, 0)
    })
  await top()
  await adminShot(page, name)
  await page.setViewportSize({ width: 390, height: 844 })
  await top()
  await adminShot(page, name)
  await page.setViewportSize(desktop)
}

test('the store admin adds a brand with a logo file, is told its address is taken, and deletes it', async ({
  page,
}) => {
  test.slow()
  await page.goto(`${store.origin}/`)
  await signIn(page, ADMIN)
  await page.goto(`${store.origin}/admin/brands`)
  await page.getByRole('link', { name: 'New brand' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New brand' })).toBeVisible()
  await shots(page, 'brand-new')

  // Nothing filled in: each field says what it needs.
  await page.getByRole('button', { name: 'Add brand' }).click()
  await expect(page.getByText('Required')).toBeVisible()
  await expect(page.getByText('Choose a logo file, or give its address')).toBeVisible()
  await expect(page.getByText('At least 2 characters')).toBeVisible()

  await page.getByLabel(/^Name/).fill('Chai Chapter')
  await page.getByLabel(/^City/).fill('Guwahati')
  await page.getByLabel(/^Address/).fill('prana-mats') // a demo brand's
  await page.getByLabel('Description').fill('Small-batch Assam and Darjeeling teas, packed at the garden.')
  await page.getByLabel(/^Upload a file/).setInputFiles(LOGO)
  await expect(page.getByText('Uploaded: its address is filled in')).toBeVisible({ timeout: 30_000 })
  const logoUrl = page.getByLabel(/^Or its address/)
  await expect(logoUrl).toHaveValue(/^\/media\/u\/logos\/[0-9a-f]{20}-320\.webp$/)
  await expect(page.getByLabel(/^Name/)).toHaveValue('Chai Chapter')

  // The taken address: the API's message under the field, nothing lost.
  await page.getByRole('button', { name: 'Add brand' }).click()
  await expect(page.getByText('Prana Mats already has the address prana-mats; choose another')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'New brand' })).toBeVisible()
  await expect(page.getByLabel('Description')).toHaveValue(/^Small-batch Assam/)
  await expect(logoUrl).toHaveValue(/^\/media\/u\/logos\//)
  await shots(page, 'brand-new-taken')

  await page.getByLabel(/^Address/).fill('chai-chapter')
  await page.getByRole('button', { name: 'Add brand' }).click()
  await expect(page.getByRole('status')).toContainText('Added')
  await expect(page.getByRole('heading', { level: 1, name: 'Chai Chapter' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/brands\/\d+\?saved=created$/)
  const brandAdmin = page.url()

  // Shoppers find it at once, with its logo.
  await page.goto(`${store.origin}/brands/chai-chapter`)
  await expect(page.getByRole('heading', { level: 1, name: 'Chai Chapter' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Chai Chapter logo' })).toHaveAttribute(
    'src',
    /^\/media\/u\/logos\/[0-9a-f]{20}-320\.webp$/,
  )

  // A brand with products stays, and the page says why.
  await page.goto(`${store.origin}/admin/brands`)
  await page.getByRole('link', { name: /Prana Mats/ }).click()
  await page.getByText('Delete Prana Mats…').click()
  await page.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page.getByRole('alert')).toContainText(/Prana Mats has \d+ products/)
  await expect(page.getByRole('button', { name: 'Yes, delete it' })).toBeHidden() // the confirm step closed
  await shots(page, 'brand-delete-refused')

  // The new, empty one goes, after the confirm step.
  await page.goto(brandAdmin)
  await page.getByText('Delete Chai Chapter…').click()
  await page.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page).toHaveURL(/\/admin\/brands\?deleted=/)
  await expect(page.getByRole('status')).toContainText('Deleted Chai Chapter')
  await expect(page.getByRole('link', { name: /Chai Chapter/ })).toHaveCount(0)
  await shots(page, 'brands-deleted')
  const gone = await page.goto(`${store.origin}/brands/chai-chapter`)
  expect(gone?.status()).toBe(404)
})
