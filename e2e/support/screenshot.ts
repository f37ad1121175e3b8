// Full-page screenshots to reports/screenshots/<project>/<name>.png, for people to look at.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page, TestInfo } from '@playwright/test'
import { screenshotsWanted } from './screenshots-wanted.ts'

const reports = fileURLToPath(new URL('../../reports/screenshots', import.meta.url))

export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  const path = join(reports, testInfo.project.name, `${name}.png`)
  if (!screenshotsWanted) return path
  if (!fullPage) {
    // Open drawers and dialogs: what is on screen now, after their opening animation.
    await page.waitForTimeout(600)
    await page.screenshot({ path, animations: 'disabled' })
    return path
  }
  // Lazy images below the fold: scroll through once so the picture shows the page as a shopper sees it.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle').catch(() => {})
  await page.screenshot({ path, fullPage: true, animations: 'disabled' })
  return path
}
