// Content-Security-Policy violations on a page, as the browser reports them (the console and the
// securitypolicyviolation event, in every frame of the page's own origin). Call before the first goto;
// the function answered asserts there were none.
import { expect, type Page } from '@playwright/test'

export async function watchViolations(page: Page) {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { cspViolations?: string[] }
      ;(w.cspViolations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  return async () => {
    expect(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations ?? [])).toEqual(
      [],
    )
    expect(violations).toEqual([])
  }
}
