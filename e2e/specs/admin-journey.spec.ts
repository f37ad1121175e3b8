// Issue 15 "Done when", in Chromium: a store opened from the command line (demo brands, the first admin
// by the CLI, a Shopify CSV export of 60 products with pictures imported), then the operator signs in,
// opens the admin from the account menu, changes an upvote offer, publishes a guide, and shoppers see
// both on the storefront. Screenshots go to docs/screenshots/admin/ (one set per project: 390 × 844 and
// 1280 × 800). Every wait is on a condition: under load one step can take tens of seconds.
import { ADMIN as admin, adminShot as shot, openAdminStore } from '../support/admin-store.ts'
import { expect, test } from '../support/test.ts'
import { accountButton, signIn } from '../support/sign-in.ts'
import type { Store } from '../support/start-store.ts'

const CURATOR_PHOTO = '/media/curators/ananya-iyer-320.webp'
const MAT = { title: 'Natural Rubber Yoga Mat', slug: 'shopify-prana-mats-natural-rubber-yoga-mat' }

let store: Store
test.beforeAll(async () => {
  test.setTimeout(600_000)
  store = (await openAdminStore('admin-journey')).store
})
test.afterAll(() => store?.stop())

test('an operator imports, changes an offer and publishes a guide; shoppers see both', async ({
  page,
}, info) => {
  test.slow()
  test.setTimeout(300_000)
  await page.goto(`${store.origin}/product/${MAT.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: MAT.title })).toBeVisible()
  await signIn(page, admin)

  // The account menu has the admin for operators; the admin's header shows who is signed in.
  await accountButton(page).click()
  await page.getByRole('menuitem', { name: 'Store admin' }).click()
  await page.waitForURL(/\/admin\/orders$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  const html = await (await page.request.get(`${store.origin}/admin/orders`)).text()
  // The server renders the operator in the header already, not the guest's "Sign in".
  expect(html).toMatch(/Account: (<!-- -->)?admin</)
  expect(html).not.toContain('aria-label="Sign in"')
  await expect(accountButton(page)).toHaveAccessibleName('Account: Asha Admin')
  await shot(page, 'orders')

  // Change the mat's upvote offer.
  await page.goto(`${store.origin}/admin/products?q=${encodeURIComponent(MAT.title)}`)
  await page.getByRole('link', { name: new RegExp(MAT.slug) }).click() // the demo has a mat of that name too
  await expect(page.getByRole('heading', { level: 1, name: MAT.title })).toBeVisible()
  await page.getByRole('combobox', { name: 'Offer', exact: true }).selectOption('PERCENT')
  await page.getByLabel('Offer value (% or ₹)').fill('37')
  await page.getByLabel('Offer code').fill('YOGA37')
  await page.getByRole('button', { name: 'Save and publish' }).click()
  await expect(page.getByRole('status')).toContainText('Saved')
  await shot(page, 'product-saved')

  // Write and publish a guide of three imported products.
  await page.goto(`${store.origin}/admin/guides/new`)
  await expect(page.getByRole('heading', { level: 1, name: 'New guide' })).toBeVisible()
  const slug = `yoga-corner-${info.project.name}`
  await page.getByLabel('Name', { exact: true }).fill('The Yoga Corner')
  await page.getByLabel('Address (/guides/…)').fill(slug)
  await page.getByLabel('Headline', { exact: true }).fill('A mat, a strap and a quiet ten minutes')
  await page
    .getByLabel('Description', { exact: true })
    .fill('What our curator rolls out every morning before the city wakes.')
  await page
    .getByLabel('Cover picture (/media/… or https://…)')
    .fill('/media/guides/fitness-starter-kit-1280.webp')
  await page.getByLabel('Curator name', { exact: true }).fill('Meera Nair')
  await page.getByLabel('Curator photo (/media/… or https://…)').fill(CURATOR_PHOTO)
  await page
    .getByLabel('Product slugs, one a line (the address after /product/)')
    .fill([MAT.slug, 'shopify-kasrat-co-hex-cast-iron-dumbbell-pair'].join('\n'))
  await page.getByLabel('Published', { exact: true }).check()
  await page.getByRole('button', { name: 'Save guide' }).click()
  await expect(page.getByRole('status')).toContainText('Shoppers see the guide now')
  await expect(page.getByRole('listitem').filter({ hasText: MAT.title })).toBeVisible()
  await shot(page, 'guide-saved')

  // A search word: "asana" finds yoga things from now on.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Search words' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Search words' })).toBeVisible()
  await page.getByLabel('Terms (comma separated)').fill(`asana-${info.project.name}, yoga`)
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('status')).toContainText('The next search uses it')
  await page.getByLabel('Find a term').fill(`asana-${info.project.name}`)
  await page.getByRole('button', { name: 'Find', exact: true }).click()
  await expect(page.getByText(`asana-${info.project.name} ⇄ yoga`)).toBeVisible()
  await shot(page, 'synonyms')

  // The storefront: the new offer on the product page, and the guide with its products in order.
  await page.goto(`${store.origin}/product/${MAT.slug}`)
  await expect(page.getByText('One tap unlocks 37% off')).toBeVisible()
  await page.goto(`${store.origin}/guides/${slug}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'A mat, a strap and a quiet ten minutes' }),
  ).toBeVisible()
  await expect(page.getByText('Meera Nair').first()).toBeVisible()
  await expect(page.getByText(MAT.title).first()).toBeVisible()
  await shot(page, 'storefront-guide')
})
