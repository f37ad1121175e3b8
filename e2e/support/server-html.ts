// Whether parts of a page hydrated on the HTML the server sent, or were thrown away and drawn again
// (decision 0841): the nodes are marked while they are still the server's, then read once React has
// hydrated them (it marks an element it hydrated with its props).
import { expect, type Page } from '@playwright/test'

/** Marks the nodes now on the page; answers the selectors that found one. */
export function markServerHtml(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate(
    (list) =>
      list.filter((selector) => {
        const node = document.querySelector(selector)
        if (node) Object.assign(node, { fromServer: true })
        return node !== null
      }),
    [...selectors],
  )
}

/** Each selector's node: hydrated or still waiting, and whether it is the node the server sent. */
function serverHtmlState(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate(
    (list) =>
      list.map((selector) => {
        const node = document.querySelector(selector)
        const hydrated = !!node && Object.keys(node).some((key) => key.startsWith('__reactProps$'))
        const origin = node && 'fromServer' in node ? 'server HTML' : 'drawn again'
        return `${selector}: ${hydrated ? 'hydrated' : 'waiting'}, ${origin}`
      }),
    [...selectors],
  )
}

/** Waits until every part hydrated, and expects each on the node the server sent. */
export async function expectHydratedOnServerHtml(page: Page, selectors: readonly string[]): Promise<void> {
  await expect
    .poll(() => serverHtmlState(page, selectors), { timeout: 20_000 })
    .toEqual(selectors.map((selector) => `${selector}: hydrated, server HTML`))
}

/** Holds back the page's chunks whose file names start with one of `names`; the answer releases them. */
export async function holdChunks(page: Page, names: readonly string[]): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(new RegExp(`/assets/(${names.join('|')})-[\\w-]+\\.js$`), async (route) => {
    await held
    await route.continue()
  })
  return release
}
