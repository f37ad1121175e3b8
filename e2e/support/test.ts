// The specs' `test`: a store page opened with page.goto or page.reload is handed back once React has
// hydrated it. A tap on a server-rendered button before that does nothing, and on a loaded two-core CI
// machine hydration took seconds: specs that clicked at once failed 1 run in 3 (a bag that never
// opened, a sort that never changed). Pages that are not the store's (a fake Shopify checkout) pass
// through untouched.
import { test as base, type Page } from '@playwright/test'

export { expect } from '@playwright/test'

const HYDRATION_TIMEOUT_MS = 30_000

/** React Router's SSR pages carry its context; React marks each element it hydrated with its props.
 * Specs call it themselves after a click that loads a new document (a switch between languages). */
export async function waitForHydration(page: Page): Promise<void> {
  const isStorePage = await page.evaluate(() => '__reactRouterContext' in window).catch(() => false) // navigated on meanwhile: the next goto waits for its own page
  if (!isStorePage) return
  await page.waitForFunction(
    () => Object.keys(document.body).some((key) => key.startsWith('__reactProps$')),
    undefined,
    { timeout: HYDRATION_TIMEOUT_MS },
  )
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await waitForHydration(page)
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await waitForHydration(page)
      return response
    }
    await use(page)
  },
})
