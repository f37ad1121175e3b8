// Issue 4: a guest's votes follow them into the account (merged, listed in My Votes), and an upvote
// interrupted by sign-in completes after it ("Savings in the making!", then Voted).
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { saveScreenshot } from '../support/screenshot.ts'
import { screenshotNow } from '../support/screenshot-now.ts'
import { completeSignUp, newShopper, signUp } from '../support/sign-in.ts'

const UPVOTE = /^(UPVOTE|Unlock .+ off)$/

/** Two products per project (both projects run at once on one server), newest first. */
async function twoProducts(page: Page, project: string) {
  const offset = project === 'mobile' ? 0 : 2
  const answer = await page.request
    .get(`/api/product?page=0&size=4&sort=launchedOn:desc`)
    .then((r) => r.json())
  return (answer.content as Array<{ id: number; slug: string }>).slice(offset, offset + 2)
}

test('a guest upvotes two products, signs up: both are merged and My Votes lists them', async ({
  page,
}, testInfo) => {
  test.slow()
  const products = await twoProducts(page, testInfo.project.name)
  const guestList = () => page.evaluate(() => JSON.parse(localStorage.getItem('guest_upvotes') ?? '[]'))
  for (const p of products) {
    await page.goto(`/product/${p.slug}`)
    await page.getByRole('button', { name: UPVOTE }).first().click()
    await expect(page.getByRole('button', { name: 'Voted' }).first()).toBeDisabled()
    // The id is stored once the server has answered (spec §4): leaving before that forgets it (a CI flake).
    await expect.poll(guestList).toContain(p.id)
  }
  await expect.poll(async () => (await guestList()).length).toBe(2)

  await page.goto('/votes')
  await signUp(page, newShopper(testInfo))
  await expect(page).toHaveURL(/\/votes$/)
  const cards = page.getByTestId('product-card')
  await expect(cards).toHaveCount(2)
  const listed = await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-product-id'))))
  expect(listed.sort()).toEqual(products.map((p) => p.id).sort())
  await expect(page.getByRole('heading', { name: /Your upvoted products/ })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('guest_upvotes'))).toBeNull()
  // Signed in, the cards know the votes are the shopper's.
  await expect(cards.first().getByRole('button', { name: 'Upvoted' })).toBeDisabled()
  await saveScreenshot(page, testInfo, 'auth-votes-signed-in')
})

test('an upvote that needs sign-in is held, then completes after sign-up', async ({ page }, testInfo) => {
  test.slow()
  const [, , , fourth] = await page.request
    .get('/api/product?page=0&size=8&sort=viewCount:desc')
    .then((r) => r.json())
    .then((a) => a.content as Array<{ id: number; slug: string }>)
  const product = testInfo.project.name === 'mobile' ? fourth! : (await twoProducts(page, 'x'))[1]!
  // The store's "sign in to vote" setting (UPVOTE_REQUIRES_SIGN_IN) as the API answers it: a guest's vote
  // is a 401. Signed-in votes (with a bearer token) go through to the real API, a little slowly, so the
  // screen that waits for them can be photographed.
  await page.route('**/api/product/upvote/*', async (route) => {
    if (!route.request().headers().authorization)
      return route.fulfill({ status: 401, json: { error: 'unauthorized', message: 'Sign in to upvote' } })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    return route.fallback()
  })
  await page.goto(`/product/${product.slug}`)
  await page.getByRole('button', { name: UPVOTE }).first().click()
  await page.waitForURL(/\/interaction\//)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pendingAction')!))).toMatchObject({
    type: 'product/upvote',
    payload: { productId: product.id },
  })
  // The screen is up for 2 s only: watch for it from before the return to the store.
  const savings = page.getByTestId('savings-screen')
  const seen = savings.waitFor({ state: 'visible', timeout: 60_000 }).then(async () => {
    const text = await savings.textContent()
    await screenshotNow(page, testInfo, 'auth-savings-screen')
    return text
  })
  await completeSignUp(page, newShopper(testInfo))
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`))
  expect(await seen).toContain('Savings in the making!')
  await expect(savings).toBeHidden({ timeout: 10_000 })
  await expect(page.getByRole('button', { name: 'Voted' }).first()).toBeDisabled()
  expect(await page.evaluate(() => localStorage.getItem('pendingAction'))).toBeNull()
})
