// A store for the admin specs, opened from the command line as an operator would: the demo brands, the
// first admin by the CLI, a Shopify CSV export of 60 products with pictures imported. And their
// screenshots, one set per project (390 × 844 and 1280 × 800) in docs/screenshots/admin/.
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { screenshotsWanted } from './screenshots-wanted.ts'
import { startStore } from './start-store.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
export const ADMIN = { name: 'Asha Admin', email: 'admin@haat.example', password: 'kesar chai at four' }
const CSV = 'apps/api/test/fixtures/shopify-export/products_export.csv'

/** In a beforeAll: the store and its data folder (for fixtures a spec makes). */
export async function openAdminStore(spec: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `haat-e2e-${spec}-${test.info().project.name}-`))
  const env = { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' }
  const run = (...args: string[]) => execFileSync(process.execPath, args, { cwd: root, env }).toString()
  run('apps/api/src/seed/cli.ts') // the demo brands the export's vendors name
  expect(run('apps/api/src/admin/cli.ts', 'create', '--email', ADMIN.email, '--name', ADMIN.name)).toContain(
    'is now an admin',
  )
  expect(run('apps/api/src/catalogue/cli.ts', 'import', CSV)).toMatch(
    /created 59, updated 0, 0 unchanged; 0 refused/,
  )
  return { store: await startStore({ DATA_DIR: dataDir, SEED_DEMO: 'false' }), dataDir }
}

const shotsDir = fileURLToPath(new URL('../../docs/screenshots/admin', import.meta.url))
export async function adminShot(page: Page, name: string) {
  if (!screenshotsWanted) return
  await page.waitForLoadState('networkidle').catch(() => {})
  await page.screenshot({ path: join(shotsDir, `${name}-${page.viewportSize()?.width}.png`), fullPage: true })
}
