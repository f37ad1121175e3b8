// Screenshots of issue 17's features kept with the docs: docs/screenshots/india/<project>-<name>.png.
import { fileURLToPath } from 'node:url'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { screenshotIfWanted } from './screenshots-wanted.ts'

export async function saveIndiaScreenshot(target: Page | Locator, info: TestInfo, name: string) {
  const path = fileURLToPath(
    new URL(`../../docs/screenshots/india/${info.project.name}-${name}.png`, import.meta.url),
  )
  await screenshotIfWanted(target, { path, animations: 'disabled' })
}
