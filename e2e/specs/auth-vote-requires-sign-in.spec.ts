// Issue 4 with the store's second reading of §6 switched on (UPVOTE_REQUIRES_SIGN_IN=true, a store of its
// own): a guest's upvote makes no vote call, starts sign-in with the vote pending, and after sign-up the
// vote completes ("Savings in the making!", then Voted) and the API counts it once.
import { expect, test, type Page } from '@playwright/test'
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

  await page.goto(`${store.origin}/product/${slug}`)
  await page.getByRole('button', { name: UPVOTE }).first().click()
  await page.waitForURL(/\/interaction\//)
  expect(voteCalls).toEqual([]) // the guest's tap sent no vote
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pendingAction')!))).toMatchObject({
    type: 'product/upvote',
    payload: { productId: before.id },
  })

  const savings = page.getByTestId('savings-screen')
  const seen = savings.waitFor({ state: 'visible', timeout: 60_000 }).then(() => savings.textContent())
  await completeSignUp(page, newShopper(testInfo))
  await expect(page).toHaveURL(new RegExp(`/product/${slug}$`))
  expect(await seen).toContain('Savings in the making!')
  // The button reads Voted at once (optimistic); the vote itself is sent when the savings screen ends.
  await expect(savings).toBeHidden({ timeout: 15_000 })
  await expect(page.getByRole('button', { name: 'Voted' }).first()).toBeDisabled()
  await expect.poll(() => voteCalls.length, { timeout: 10_000 }).toBe(1)
  expect(voteCalls[0]).toMatch(/^Bearer /)
  await expect
    .poll(async () => (await productAt(page, slug)).upvoteCount, { timeout: 10_000 })
    .toBe(before.upvoteCount + 1)
})
