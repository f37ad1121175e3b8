// Issue 7 hardening in a real browser: the Content-Security-Policy allows React Router's inline
// scripts only through this request's nonce, and the pages still hydrate with no CSP violation.
import { expect, test } from '@playwright/test'

const PAGES = [
  '/',
  '/browse-all',
  '/product/chargewala-65-w-gan-charger',
  '/brands/chargewala',
  '/votes',
  '/binge',
  '/guides',
  '/orders',
]

for (const path of PAGES) {
  test(`${path}: hydrates under the CSP, no violation, every inline script carries the nonce`, async ({
    page,
  }) => {
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
    const response = await page.goto(path)
    const csp = response!.headers()['content-security-policy']!
    expect(csp).toContain("frame-ancestors 'none'")
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!
    expect(csp).not.toContain("'unsafe-inline' 'nonce") // scripts: nonce only

    // React Router's module script ran (it registers the route modules), so the page hydrated.
    await expect
      .poll(() =>
        page.evaluate(
          () => typeof (window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules,
        ),
      )
      .toBe('object')
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((s) => !['application/ld+json', 'application/json'].includes((s as HTMLScriptElement).type))
        .map((s) => (s as HTMLScriptElement).nonce),
    )
    expect(inline.length).toBeGreaterThan(0)
    for (const n of inline) expect(n).toBe(nonce)
    expect(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations ?? [])).toEqual(
      [],
    )
    expect(violations).toEqual([])
  })
}

test('a second load gets a different nonce', async ({ request }) => {
  const nonceOf = async () =>
    /'nonce-([^']+)'/.exec((await request.get('/')).headers()['content-security-policy']!)![1]
  expect(await nonceOf()).not.toBe(await nonceOf())
})
