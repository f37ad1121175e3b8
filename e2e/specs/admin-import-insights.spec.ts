// Issue 15: an operator imports a small Shopify CSV through the admin (the file's pictures come from a
// web server in this process; one row is refused), sees the check's refused row with its line, imports
// the good rows and watches the progress bar reach 100 %; then shoppers upvote and add to the bag, and
// the insights page shows them in its chart and tables. Screenshots go to docs/screenshots/admin/.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { request as playwrightRequest } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { adminShot as shot } from '../support/admin-store.ts'
import { signIn } from '../support/sign-in.ts'
import { startStore, type Store } from '../support/start-store.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const admin = { name: 'Ira Insight', email: 'ira@haat.example', password: 'masala dosa at nine' }
const PHOTOS = join(root, 'media/products')
const photo = readdirSync(PHOTOS).find((f) => f.endsWith('-1-960.webp'))!
const HANDLES = ['e2e-terracotta-planter', 'e2e-soy-candle', 'e2e-brass-diya']

let store: Store
let pictures: Server
let workDir: string
test.beforeAll(async () => {
  test.setTimeout(600_000)
  workDir = mkdtempSync(join(tmpdir(), `haat-e2e-import-${test.info().project.name}-`))
  const dataDir = join(workDir, 'data')
  const env = { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn' }
  const run = (...args: string[]) => execFileSync(process.execPath, args, { cwd: root, env }).toString()
  run('apps/api/src/seed/cli.ts')
  run('apps/api/src/admin/cli.ts', 'create', '--email', admin.email, '--name', admin.name)
  pictures = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'image/webp' }).end(readFileSync(join(PHOTOS, photo))),
  )
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve))
  store = await startStore({ DATA_DIR: dataDir, SEED_DEMO: 'false' })
})
test.afterAll(() => {
  store?.stop()
  pictures?.close()
})

function exportCsv(project: string): string {
  const origin = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`
  const head =
    'Handle,Title,Body (HTML),Vendor,Type,Published,Option1 Name,Option1 Value,Variant Price,Image Src'
  const rows = HANDLES.map(
    (h, i) =>
      `${h}-${project},${h.slice(4).replaceAll('-', ' ')},<p>Made in Jaipur</p>,Kesar & Clay,Home Decor,TRUE,Title,Default Title,${450 + i * 100},${origin}/${h}.webp`,
  )
  const bad = `e2e-broken-${project},Broken,,Kesar & Clay,Home Decor,TRUE,Title,Default Title,abc,`
  const file = join(workDir, `products_export_${project}.csv`)
  writeFileSync(file, [head, rows[0], bad, ...rows.slice(1)].join('\n'))
  return file
}

test('an operator imports a CSV with a progress bar, then sees votes to sales', async ({ page }, info) => {
  test.slow()
  test.setTimeout(300_000)
  const project = info.project.name
  await page.goto(`${store.origin}/`)
  await signIn(page, admin)
  await page.goto(`${store.origin}/admin/orders`)
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Import' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible()
  await page.getByLabel(/Shopify product export/).setInputFiles(exportCsv(project))
  await shot(page, 'import-upload')
  await page.getByRole('button', { name: 'Check the file' }).click()

  // The check runs in the background; its result names the refused row by its line.
  await page.waitForURL(/\/admin\/imports\/\d+$/)
  const bar = page.getByRole('progressbar')
  await expect(page.getByRole('button', { name: 'Import the good rows' })).toBeVisible({ timeout: 60_000 })
  await expect(bar).toHaveAttribute('aria-valuenow', '100')
  const refused = page.getByRole('table').filter({ hasText: 'Refused rows' })
  await expect(refused.getByRole('row').nth(1)).toContainText(`3e2e-broken-${project}`)
  await expect(refused).toContainText("Variant Price 'abc' is not an amount")
  await expect(page.getByRole('region', { name: 'What the check found' })).toContainText('3 would be created')
  await shot(page, 'import-checked')

  // The import: queued, then the bar moves to 100 % and the report replaces the check.
  await page.getByRole('button', { name: 'Import the good rows' }).click()
  await expect(page.getByText(/Queued|Importing|Imported/).first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'What the import did' })).toContainText('3 created', {
    timeout: 90_000,
  })
  await expect(bar).toHaveAttribute('aria-valuenow', '100')
  await expect(page.getByText('Importing: finished')).toBeVisible()
  await page.reload() // the job's state is the server's: a reload shows the same
  await expect(page.getByRole('region', { name: 'What the import did' })).toContainText('3 created')
  await shot(page, 'import-done')

  // Shoppers: three guests upvote the first imported product, one adds it to the bag.
  const slug = `${HANDLES[0]}-${project}`
  const [product] = await (await page.request.get(`${store.origin}/api/product/slug/${slug}`)).json() // an array
  for (let i = 0; i < 3; i++) {
    const guest = await playwrightRequest.newContext()
    expect((await guest.put(`${store.origin}/api/product/upvote/${product.id}`)).ok()).toBe(true)
    await guest.dispose()
  }
  const added = await page.request.post(`${store.origin}/api/fb-events`, {
    data: { eventName: 'AddToCart', content_ids: [product.id], contents: [{ id: product.id, quantity: 1 }] },
  })
  expect(added.ok()).toBe(true)

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Insights' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible()
  await page.getByLabel('Range').selectOption('7')
  await page.getByRole('button', { name: 'Show' }).click()
  await page.waitForURL(/days=7/)
  await expect(page.getByRole('table', { name: 'Products with the most upvotes' })).toBeVisible()
  await expect(page.getByTestId('insights-chart').locator('canvas')).toBeVisible() // uPlot drew
  await shot(page, 'insights')

  // The imported product's own insights: today's three upvotes and one add, no offer to unlock.
  await page.goto(`${store.origin}/admin/insights?days=7&product=${product.id}`)
  await expect(page.getByText(`${product.title} · all of Kesar & Clay`)).toBeVisible()
  const perDay = page.getByRole('table', { name: 'Per day' })
  await expect(perDay.getByRole('row')).toHaveCount(1 + 7 + 1) // head, seven days, total
  const total = perDay.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) })
  await expect(total.getByRole('cell')).toHaveText(['3', '0', '1', '0', '₹0'])
  await expect(page.getByTestId('insights-chart').locator('canvas')).toBeVisible()
  await shot(page, 'insights-product')
})
