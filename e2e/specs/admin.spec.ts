// Issue 15 §2 in Chromium: the first admin is made with the CLI before the store starts; visitors and
// signed-in shoppers get the 404 page on every admin page of routes.ts. The operator's own journey is
// admin-journey.spec.ts.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { newShopper, signUp } from '../support/sign-in.ts'
import { startStore, type Store } from '../support/start-store.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const admin = { name: 'Asha Admin', email: 'admin@haat.example', password: 'kesar chai at four' }

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
  // Every admin page twice (15 now, each waiting for hydration): 120 s ran out in a CI phone run, and 240 s
  // on a machine running two suites (5–8 s a page).
  test.setTimeout(360_000)
  await expectNotFoundEverywhere(page)
  await page.goto(`${store.origin}/`)
  await signUp(page, newShopper(info)) // a signed-in shopper now
  await expectNotFoundEverywhere(page)
})
