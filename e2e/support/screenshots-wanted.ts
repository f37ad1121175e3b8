// Screenshots are for people to look at (reports/screenshots, docs/screenshots), never assertions. The CI
// run, where no one looks, sets E2E_SCREENSHOTS=0 (scripts/test.sh): a full-page shot scrolls the page
// through and waits for the network to rest, seconds per test on a two-core machine. Decision 0792.
import type { Locator, Page } from '@playwright/test'

export const screenshotsWanted = process.env.E2E_SCREENSHOTS !== '0'

/** `target.screenshot(options)` when screenshots are wanted. */
export async function screenshotIfWanted(
  target: Page | Locator,
  options: Parameters<Page['screenshot']>[0] & Parameters<Locator['screenshot']>[0],
): Promise<void> {
  if (screenshotsWanted) await target.screenshot(options)
}
