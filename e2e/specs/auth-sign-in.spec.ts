// Issue 4 in a real browser against the embedded provider: sign up, sign out (keys cleared), sign in
// from a filtered listing and land on the same address, and a refused token signing the shopper out.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { saveScreenshot } from '../support/screenshot.ts'
import { screenshotNow } from '../support/screenshot-now.ts'
import { accountButton, headerSignIn, newShopper, signIn, signOut, signUp } from '../support/sign-in.ts'

const AUTH_KEYS = ['access_token', 'user', 'pendingRedirect', 'pendingAction', 'coupon']
const stored = (page: Page, keys: string[]) =>
  page.evaluate((ks) => Object.fromEntries(ks.map((k) => [k, localStorage.getItem(k)])), keys)

test('sign up, sign out (keys cleared), sign in again from a filtered listing back to the same address', async ({
  page,
}, testInfo) => {
  test.slow() // two provider round trips on a shared two-core machine
  const shopper = newShopper(testInfo)
  // The code exchange held a moment, so the return page can be seen (and photographed) at work.
  await page.route('**/oidc/token', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.fallback()
  })
  const signingIn = page.getByRole('heading', { name: 'Signing you in…' })
  const photographed = signingIn.waitFor({ timeout: 60_000 }).then(async () => {
    await screenshotNow(page, testInfo, 'auth-login-success-working')
    return page.url()
  })
  await page.goto('/')
  await signUp(page, shopper)
  expect(await photographed).toMatch(/\/login-success\?code=.+&state=/)
  await expect(page).toHaveURL(/\/$/)
  const session = await stored(page, ['access_token', 'user'])
  expect(session.access_token).toMatch(/^ey/) // a JWT
  expect(JSON.parse(session.user!)).toMatchObject({ name: shopper.name, email: shopper.email })

  await accountButton(page).click()
  await expect(page.getByRole('menuitem', { name: 'My Votes' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute('href', '/orders')
  await saveScreenshot(page, testInfo, 'auth-header-signed-in', { fullPage: false })
  await page.keyboard.press('Escape')

  await page.evaluate(() => localStorage.setItem('coupon', 'HAAT20'))
  await signOut(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/signed out/i)
  expect(Object.values(await stored(page, AUTH_KEYS))).toEqual(AUTH_KEYS.map(() => null))
  await expect(headerSignIn(page)).toBeVisible()

  const listing = '/browse-all?sortBy=price-asc&category=home-decor'
  await page.goto(listing)
  await signIn(page, shopper)
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(listing)
})

test('a refused token signs the shopper out cleanly, with a notice', async ({ page }, testInfo) => {
  test.slow()
  const shopper = newShopper(testInfo)
  await page.goto('/about')
  await signUp(page, shopper)
  if (testInfo.project.name === 'mobile') {
    // The phone's menu drawer says who is signed in and offers Sign out.
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByText(`Signed in as ${shopper.name}`)).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'My Orders' })).toBeVisible()
    await saveScreenshot(page, testInfo, 'auth-menu-drawer-signed-in', { fullPage: false })
    await page.keyboard.press('Escape')
    await expect(drawer).toHaveCount(0)
  }
  // The token is tampered with (or expired): the next bearer call gets 401.
  await page.evaluate(() => localStorage.setItem('access_token', `${localStorage.getItem('access_token')}x`))
  await page.goto('/votes')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your session ended. Sign in again.' }),
  ).toBeVisible()
  await expect(headerSignIn(page)).toBeVisible()
  expect(await stored(page, ['access_token', 'user'])).toEqual({ access_token: null, user: null })
  await expect(page.getByText(/once you are signed in/i)).toBeVisible() // the guest view, not half of each
  await page.getByRole('button', { name: 'Dismiss' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your session ended' })).toHaveCount(0)
})

test('a return with a state this tab did not start is refused, with a way to try again', async ({
  page,
}, testInfo) => {
  await page.goto('/login-success?code=forged&state=not-mine')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t sign you in')
  await expect(page.getByTestId('sign-in-error')).toContainText('does not match')
  await expect(page.getByRole('button', { name: 'Try signing in again' })).toBeVisible()
  expect(await stored(page, ['access_token'])).toEqual({ access_token: null })
  await saveScreenshot(page, testInfo, 'auth-login-success-refused')
})
