// Signing up and in through the real pages: the store's header entry, the embedded provider's
// /interaction forms, and back through /login-success. Reused by any journey that needs a shopper.
import { expect, type Page, type TestInfo } from '@playwright/test'

export type Shopper = { name: string; email: string; password: string }

/** A shopper no other test (or project: both run at once against one server) has used. */
export function newShopper(testInfo: TestInfo, name = 'Asha Rao'): Shopper {
  const unique = `${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  return { name, email: `shopper-${unique}@example.com`, password: 'correct horse battery' }
}

/** The header's "Sign in" (an icon on phones, a labelled pill on wider screens). */
export const headerSignIn = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign in' })
export const accountButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Account:/ })

async function waitForProvider(page: Page) {
  await page.waitForURL(/\/interaction\//)
}

/** Back on the store, signed in: the header shows the shopper. */
async function waitForReturn(page: Page, shopper: Shopper) {
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/interaction') && url.pathname !== '/login-success',
  )
  await expect(accountButton(page)).toHaveAccessibleName(`Account: ${shopper.name}`)
}

/** On the provider's page (reached from any sign-in button): fill in and send the sign-up form. */
export async function submitSignUp(page: Page, shopper: Shopper) {
  await waitForProvider(page)
  await page.getByRole('link', { name: 'Create an account' }).click()
  await page.getByLabel('Your name').fill(shopper.name)
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByLabel('Password').fill(shopper.password)
  await page.getByRole('button', { name: 'Create account' }).click()
}

/** Creates the account and waits until the store's header shows the shopper (English pages). */
export async function completeSignUp(page: Page, shopper: Shopper) {
  await submitSignUp(page, shopper)
  await waitForReturn(page, shopper)
}

/** On the provider's page: sign in with an existing account. */
export async function completeSignIn(page: Page, shopper: Shopper) {
  await waitForProvider(page)
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByLabel('Password').fill(shopper.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await waitForReturn(page, shopper)
}

/** From the page the shopper is on: header "Sign in", create the account, back to the same address. */
export async function signUp(page: Page, shopper: Shopper) {
  await headerSignIn(page).click()
  await completeSignUp(page, shopper)
}

export async function signIn(page: Page, shopper: Shopper) {
  await headerSignIn(page).click()
  await completeSignIn(page, shopper)
}

/** The header's account menu → Sign out; lands on the store's signed-out page. */
export async function signOut(page: Page) {
  await accountButton(page).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await page.waitForURL(/\/logout-redirect$/)
}
