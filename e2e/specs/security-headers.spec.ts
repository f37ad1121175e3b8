// Issue 7 hardening in a real browser: the Content-Security-Policy allows React Router's inline
// scripts only through this request's nonce, or, on a stored copy of a shared page (the page cache,
// decision 0411), through the hashes of that copy's own scripts; either way the page hydrates with no
// CSP violation.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { watchViolations } from '../support/csp-violations.ts'

const SHARED = [
  '/',
  '/browse-all',
  '/product/chargewala-65-w-gan-charger',
  '/brands/chargewala',
  '/binge',
  '/guides',
]
const OWN = ['/votes', '/orders'] // about one shopper: always rendered for the request

let unique = 0
/** A URL no one has asked for yet, so the page is rendered for this request. */
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}csp-check=${Date.now()}-${unique++}`

/** React Router's module script ran (it registers the route modules): the page hydrated. */
async function expectHydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => typeof (window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules,
      ),
    )
    .toBe('object')
}

/** Each inline script that runs: its nonce and the SHA-256 of its text, as CSP writes it. */
function inlineScripts(page: Page) {
  return page.evaluate(async () => {
    const scripts = [...document.querySelectorAll('script:not([src])')] as HTMLScriptElement[]
    return Promise.all(
      scripts
        .filter((s) => !['application/ld+json', 'application/json'].includes(s.type))
        .map(async (s) => {
          const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s.textContent ?? ''))
          return { nonce: s.nonce, hash: `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'` }
        }),
    )
  })
}

for (const path of [...SHARED, ...OWN]) {
  test(`${path} rendered for the request: every inline script carries its nonce, no violation`, async ({
    page,
  }) => {
    const checkViolations = await watchViolations(page)
    const response = await page.goto(OWN.includes(path) ? path : fresh(path))
    expect(response!.headers()['x-cache']).not.toBe('HIT')
    const csp = response!.headers()['content-security-policy']!
    expect(csp).toContain("frame-ancestors 'none'")
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!
    expect(csp).not.toContain("'unsafe-inline' 'nonce") // scripts: nonce only
    await expectHydrated(page)
    const inline = await inlineScripts(page)
    expect(inline.length).toBeGreaterThan(0)
    for (const script of inline) expect(script.nonce).toBe(nonce)
    await checkViolations()
  })
}

for (const path of SHARED) {
  test(`${path} from its stored copy: its inline scripts are pinned by hash, no violation`, async ({
    page,
    request,
  }) => {
    const url = fresh(path)
    await expect.poll(async () => (await request.get(url)).headers()['x-cache']).toBe('HIT')
    const checkViolations = await watchViolations(page)
    const response = await page.goto(url)
    expect(response!.headers()['x-cache']).toBe('HIT')
    const csp = response!.headers()['content-security-policy']!
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('nonce-')
    await expectHydrated(page)
    const inline = await inlineScripts(page)
    expect(inline.length).toBeGreaterThan(0)
    for (const script of inline) {
      // The copy is the first render's bytes (decision 0810): a nonce this policy does not name, so the
      // script runs by its hash.
      expect(csp).not.toContain(script.nonce || 'no nonce at all')
      expect(csp).toContain(script.hash)
    }
    await checkViolations()
  })
}

test('a second render gets a different nonce', async ({ request }) => {
  const nonceOf = async () =>
    /'nonce-([^']+)'/.exec((await request.get('/orders')).headers()['content-security-policy']!)![1]
  expect(await nonceOf()).not.toBe(await nonceOf())
})

test('the confetti worker (made from a blob) may start', async ({ page }) => {
  const checkViolations = await watchViolations(page)
  await page.goto('/orders')
  await expectHydrated(page)
  const answer = await page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const worker = new Worker(URL.createObjectURL(new Blob(['postMessage("ready")'])))
        worker.onmessage = (e) => resolve(e.data)
        worker.onerror = () => reject(new Error('the worker did not start'))
      }),
  )
  expect(answer).toBe('ready')
  await checkViolations()
})
