// Issue 18 in a real browser: a purchase sends the order confirmation, to the outbox folder on the
// embedded default (the shared store has no SMTP settings) and to a real SMTP server in this test
// process (a store started with SMTP_URL); its link opens the order. The messages are rendered in
// Chromium and kept as screenshots.
import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { readOutbox } from '../../apps/api/test/support/read-outbox.ts'
import {
  startSmtpCapture,
  type ParsedMail,
  type SmtpCapture,
} from '../../apps/api/test/support/smtp-capture.ts'
import { buyWithCashOnDelivery } from '../support/buy-cod.ts'
import { saveScreenshot } from '../support/screenshot.ts'
import { startStore, type Store } from '../support/start-store.ts'

let smtp: SmtpCapture
let store: Store
test.beforeAll(async () => {
  test.setTimeout(180_000)
  smtp = await startSmtpCapture()
  store = await startStore({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'haat <orders@haat.example>',
    JOB_POLL_MS: '500',
  })
})
test.afterAll(async () => {
  store?.stop()
  await smtp?.close()
})

/** The message as a mail program shows it: its HTML in the browser, screenshot kept. */
async function showMail(page: Page, info: TestInfo, mail: ParsedMail, name: string) {
  // A blank page first: the store's pages' Content-Security-Policy would block the mail's inline styles.
  await page.goto('about:blank')
  await page.setContent(mail.html as string)
  await saveScreenshot(page, info, name)
}

test('embedded default: the confirmation of a purchase is written to the outbox folder', async ({
  page,
}, info) => {
  test.setTimeout(120_000)
  const { orderId, shopper } = await buyWithCashOnDelivery(page, info)
  const outbox = `${process.env.E2E_DATA_DIR}/outbox`
  let mail: ParsedMail | undefined
  await expect
    .poll(async () => (mail = (await readOutbox(outbox)).find((m) => m.subject?.includes(orderId))), {
      timeout: 20_000,
    })
    .toBeTruthy()
  expect(mail!.subject).toBe(`Your haat order ${orderId} is confirmed`)
  expect(mail!.to).toMatchObject({ value: [{ address: shopper.email }] })
  expect(mail!.text).toContain('Payment: Cash on delivery')
  expect(mail!.text).toContain('7 Besant Nagar 2nd Avenue')
  await showMail(page, info, mail!, 'email-order-confirmation')
  await expect(page.getByRole('heading', { name: 'Your order is confirmed' })).toBeVisible()
})

test('SMTP: the confirmation arrives at the mail server and its link opens the order', async ({
  page,
}, info) => {
  test.setTimeout(150_000)
  const { orderId, shopper } = await buyWithCashOnDelivery(page, info, store.origin)
  const mail = await smtp.waitFor((m) => m.subject?.includes(orderId) ?? false, 30_000)
  expect(mail.from?.value).toEqual([{ address: 'orders@haat.example', name: 'haat' }])
  expect(mail.to).toMatchObject({ value: [{ address: shopper.email }] })
  expect(mail.text).toContain(`${store.origin}/orders/${orderId}`)
  await showMail(page, info, mail, 'email-order-confirmation-smtp')
  await page.getByRole('link', { name: 'View your order' }).click()
  await page.waitForURL(`${store.origin}/orders/${orderId}`)
  await expect(page.getByTestId('order-id')).toHaveText(orderId)
  await expect(page.getByTestId('order-payment')).toHaveText('Cash on delivery')
})

test('password reset end to end: forgot, mail, new password, signed in with it', async ({ page }, info) => {
  test.setTimeout(150_000)
  const { shopper } = await buyWithCashOnDelivery(page, info, store.origin)
  const verify = await smtp.waitFor(
    (m) => m.subject === 'Confirm your email for haat' && JSON.stringify(m.to).includes(shopper.email),
  )
  // Another day, signed out: the provider's session cookie and the tokens the store keeps in localStorage
  // (left there, they sign the shopper back in once the page has hydrated).
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())

  await page.goto(`${store.origin}/`)
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/interaction\//)
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await page.getByLabel('Email').fill(shopper.email)
  await saveScreenshot(page, info, 'password-forgot')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${shopper.email}`)

  const reset = await smtp.waitFor(
    (m) => m.subject === 'Reset your haat password' && JSON.stringify(m.to).includes(shopper.email),
    30_000,
  )
  await showMail(page, info, reset, 'email-password-reset')
  await page.getByRole('link', { name: 'Choose a new password' }).click()
  await page.waitForURL(/\/account\/reset-password\?token=/)
  await page.getByLabel('New password').fill('a brand new chai password')
  await saveScreenshot(page, info, 'password-new')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible()
  await page.getByRole('link', { name: 'Sign in' }).click()

  await page.getByLabel('Email').fill(shopper.email)
  await page.getByLabel('Password').fill('a brand new chai password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/interaction') && url.pathname !== '/login-success',
  )
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account:/ })).toHaveAccessibleName(
    `Account: ${shopper.name}`,
  )
  await showMail(page, info, verify, 'email-verify')
})
