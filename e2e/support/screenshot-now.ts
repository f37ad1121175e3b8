// A viewport screenshot taken at once, into the same reports/screenshots/<project>/ folder as
// saveScreenshot: for states that last a second or two (a return page at work, the savings screen).
import { fileURLToPath } from 'node:url'
import type { Page, TestInfo } from '@playwright/test'
import { screenshotIfWanted } from './screenshots-wanted.ts'

export async function screenshotNow(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = fileURLToPath(
    new URL(`../../reports/screenshots/${testInfo.project.name}/${name}.png`, import.meta.url),
  )
  await screenshotIfWanted(page, { path })
}
