// Accessibility of every route of spec §2, signed out, at both widths (the mobile and desktop
// projects): no serious or critical axe findings (WCAG 2.1 AA). One page load per route; pages whose
// address names a record (a product, brand, tag, guide, tape) take the first one the demo store lists.
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/test.ts'

type Route = { name: string; path: string | ((api: APIRequestContext) => Promise<string>) }

const first = async <T>(api: APIRequestContext, url: string, pick: (body: any) => T): Promise<T> => {
  const answer = await api.get(url)
  expect(answer.ok(), `${url} answered ${answer.status()}`).toBe(true)
  return pick(await answer.json())
}

const ROUTES: Route[] = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/browse-all' },
  { name: 'listing by category, newest first', path: '/browse-all?sortBy=new&category=home-decor' },
  { name: 'listing without results', path: '/browse-all?search=zzzz-no-such-thing' },
  { name: 'brands', path: '/brands' },
  {
    name: 'brand page',
    path: (api) => first(api, '/api/brand/product?page=0&size=1', (b) => `/brands/${b[0].brandSlug}`),
  },
  {
    name: 'product page',
    path: (api) => first(api, '/api/product?page=0&size=1', (b) => `/product/${b.content[0].slug}`),
  },
  { name: 'binge', path: '/binge?seed=42' },
  {
    name: 'binge at a tape',
    path: (api) => first(api, '/api/file/tapes?page=0&size=1', (b) => `/binge/${b.content[0].id}`),
  },
  { name: 'tag', path: (api) => first(api, '/api/tag', (b) => `/tags/${b[0].slug}`) },
  { name: 'my votes, signed out', path: '/votes' },
  { name: 'guides', path: '/guides' },
  {
    name: 'guide',
    path: (api) => first(api, '/api/feeds?withproducts=false', (b) => `/guides/${b[0].paramName}`),
  },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'terms', path: '/terms' },
  { name: 'privacy', path: '/privacy' },
  { name: 'login-success', path: '/login-success' },
  { name: 'logout-redirect', path: '/logout-redirect' },
  { name: 'unknown address (404)', path: '/no-such-page' },
  { name: 'unknown product (404)', path: '/product/no-such-product' },
]

for (const route of ROUTES) {
  test(`${route.name} has no serious accessibility problems`, async ({ page }) => {
    // axe walks every node: on a loaded 2-core machine a page took 45-100 s (2026-11-25), past slow()'s 90 s.
    test.setTimeout(180_000)
    const path = typeof route.path === 'string' ? route.path : await route.path(page.request)
    await page.goto(path)
    // Binge streams video: the network may never fall quiet, so a quiet network is waited for, not required.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(serious, path).toEqual([])
  })
}
