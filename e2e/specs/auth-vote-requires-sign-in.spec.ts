// Issue 4 with the store's second reading of §6 switched on (UPVOTE_REQUIRES_SIGN_IN=true, a store of its
// own): a guest's upvote makes no vote call, starts sign-in with the vote pending, and after sign-up the
// vote completes ("Savings in the making!", then Voted) and the API counts it once.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import type { Product } from '@haat/domain/catalog/product'
import { completeSignUp, newShopper } from '../support/sign-in.ts'
import { startStore, type Store } from '../support/start-store.ts'

const UPVOTE = /^(UPVOTE|Unlock .+ off)$/
let store: Store

test.beforeAll(async () => {
  test.setTimeout(180_000)
  store = await startStore({ UPVOTE_REQUIRES_SIGN_IN: 'true' })
})

test.afterAll(() => store?.stop())

async function productAt(page: Page, slug: string): Promise<Product> {
  const res = await page.request.get(`${store.origin}/api/product/slug/${slug}`)
  return ((await res.json()) as Product[])[0]!
}

test('a guest upvote on a sign-in-only store waits for sign-up, then counts once', async ({
  page,
}, testInfo) => {
  test.slow()
  const list = await page.request
    .get(`${store.origin}/api/product?page=0&size=4&sort=launchedOn:desc`)
    .then((r) => r.json() as Promise<{ content: Array<{ slug: string }> }>)
  const slug = list.content[testInfo.project.name === 'mobile' ? 0 : 1]!.slug
  const before = await productAt(page, slug)
  const voteCalls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/product/upvote/')) voteCalls.push(r.headers().authorization ?? 'guest')
  })

  // The savings screen shows for 2 s after sign-up: every page of the flow records its text the moment
  // it appears, so a busy machine that reads late still sees it.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const screen = document.querySelector('[data-testid="savings-screen"]')
      if (screen?.textContent) sessionStorage.setItem('savings-seen', screen.textContent)
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  await page.goto(`${store.origin}/product/${slug}`)
  await page.getByRole('button', { name: UPVOTE }).first().click()
  await page.waitForURL(/\/interaction\//)
  expect(voteCalls).toEqual([]) // the guest's tap sent no vote
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pendingAction')!))).toMatchObject({
    type: 'product/upvote',
    payload: { productId: before.id },
  })

  const savings = page.getByTestId('savings-screen')
  await completeSignUp(page, newShopper(testInfo))
  await expect(page).toHaveURL(new RegExp(`/product/${slug}$`))
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('savings-seen')), { timeout: 30_000 })
    .toContain('Savings in the making!')
  // The button reads Voted at once (optimistic); the vote itself is sent when the savings screen ends.
  await expect(savings).toBeHidden({ timeout: 15_000 })
  await expect(page.getByRole('button', { name: 'Voted' }).first()).toBeDisabled()
  await expect.poll(() => voteCalls.length, { timeout: 10_000 }).toBe(1)
  expect(voteCalls[0]).toMatch(/^Bearer /)
  await expect
    .poll(async () => (await productAt(page, slug)).upvoteCount, { timeout: 10_000 })
    .toBe(before.upvoteCount + 1)
})
