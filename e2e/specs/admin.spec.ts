// Issue 15 §2 in Chromium: the first admin is made with the CLI before the store starts; shoppers (and
// visitors) get the 404 page on every admin page; the admin signs in on the store, edits a product's
// upvote offer and sees it on the storefront at once, then ships a shopper's order with a tracking
// number (the "on its way" mail lands in the outbox). A form post without the CSRF field is refused.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { readOutbox } from '../../apps/api/test/support/read-outbox.ts'
import { buyWithCashOnDelivery } from '../support/buy-cod.ts'
import { saveScreenshot } from '../support/screenshot.ts'
import { completeSignIn, headerSignIn, newShopper, signOut, signUp } from '../support/sign-in.ts'
import { startStore, type Store } from '../support/start-store.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const admin = { name: 'Asha Admin', email: 'admin@haat.example', password: 'kesar chai at four' }
const PRODUCT = 'amla-apothecary-kumkumadi-tailam'

let store: Store
let dataDir: string
test.beforeAll(async () => {
  test.setTimeout(200_000)
  dataDir = mkdtempSync(join(tmpdir(), 'haat-e2e-admin-'))
  // The operator's first step (docs/operators.md): `npm run admin -- create …`, before the store runs.
  const said = execFileSync(
    process.execPath,
    ['apps/api/src/admin/cli.ts', 'create', '--email', admin.email, '--name', admin.name],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn' },
    },
  ).toString()
  expect(said).toContain('admin@haat.example is now an admin')
  store = await startStore({ DATA_DIR: dataDir, JOB_POLL_MS: '500' })
})
test.afterAll(() => store?.stop())

/** Every admin page of routes.ts, with its parameters filled in. */
function adminPages(): string[] {
  const routes = readFileSync(join(root, 'apps/web/app/routes.ts'), 'utf8')
  const paths = [...routes.matchAll(/route\('(admin[^']*)'/g)].map((m) => `/${m[1]}`)
  expect(paths.length).toBeGreaterThanOrEqual(5)
  return paths.map((p) => p.replace(':publicId', 'HT-ABCDEFGH23').replace(':id', '1'))
}

async function expectNotFoundEverywhere(page: Page) {
  for (const path of adminPages()) {
    const res = await page.goto(`${store.origin}${path}`)
    expect(res?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Orders|Products/)
  }
}

test('visitors and shoppers get the 404 page on every admin page', async ({ page }, info) => {
  test.setTimeout(120_000)
  await expectNotFoundEverywhere(page)
  await page.goto(`${store.origin}/`)
  await signUp(page, newShopper(info)) // a signed-in shopper now
  await expectNotFoundEverywhere(page)
})

test('the admin edits an offer, sees it in the store, and ships an order', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000)
  const { orderId } = await buyWithCashOnDelivery(page, info, store.origin)
  await signOut(page)

  await page.goto(`${store.origin}/`)
  await headerSignIn(page).click()
  await completeSignIn(page, admin)
  await page.goto(`${store.origin}/admin`)
  await expect(page).toHaveURL(/\/admin\/orders$/)
  await expect(page.getByText('Store admin · admin@haat.example')).toBeVisible()
  await saveScreenshot(page, info, 'admin-orders')

  // The offer: 37 % off with its own code, visible to shoppers at once.
  const product = (await (await request.get(`${store.origin}/api/product/slug/${PRODUCT}`)).json())[0]
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click()
  await page.getByLabel('Find by title').fill(product.title)
  await page.getByRole('button', { name: 'Find' }).click()
  await page
    .getByRole('link', { name: new RegExp(product.title) })
    .first()
    .click()
  await page.getByLabel('Offer', { exact: true }).selectOption('PERCENT')
  await page.getByLabel('Offer value (% or ₹)').fill('37')
  await page.getByLabel('Offer code').fill('ADMIN37')
  await page.getByRole('button', { name: 'Save and publish' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved. Shoppers see the change now.')
  await saveScreenshot(page, info, 'admin-product-edit')
  // Bad input is refused with the field's message, by the same schema as the API's.
  await page.getByLabel('Offer value (% or ₹)').fill('120')
  await page.getByRole('button', { name: 'Save and publish' }).click()
  await expect(page.getByText('A percent offer is at most 100')).toBeVisible()

  await page.goto(`${store.origin}/product/${PRODUCT}`)
  await expect(page.getByText('One tap unlocks 37% off').first()).toBeVisible()

  // A post without the form's CSRF field is refused and changes nothing.
  const forged = await page.request.post(`${store.origin}/admin/orders/${orderId}`, {
    form: { intent: 'cancel' },
  })
  expect(forged.status()).toBe(403)

  // Ship the shopper's order.
  await page.goto(`${store.origin}/admin/orders?status=CONFIRMED`)
  await page.getByRole('link', { name: new RegExp(orderId) }).click()
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed · pay on delivery')
  await page.getByLabel('Courier').fill('Delhivery')
  await page.getByLabel('Tracking number').fill('DL-88213409')
  await page.getByRole('button', { name: 'Mark shipped' }).click()
  await expect(page.getByTestId('order-status')).toHaveText('Shipped')
  await expect(page.getByText('order.ship by admin@haat.example')).toBeVisible()
  await saveScreenshot(page, info, 'admin-order-shipped')

  await expect
    .poll(
      async () =>
        (await readOutbox(join(dataDir, 'outbox'))).find((m) =>
          m.subject?.includes(`${orderId} has shipped`),
        ),
      {
        timeout: 20_000,
      },
    )
    .toMatchObject({ text: expect.stringContaining('Delhivery tracking number DL-88213409') })
})
