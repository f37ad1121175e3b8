// Issue 12, Razorpay in a real browser: a store started with PAYMENT_GATEWAY=razorpay calls the contract
// fake of Razorpay's REST API (which refuses what Razorpay would: wrong Basic auth, rupees instead of
// paise, another currency, a receipt over 40, unknown ids), and the browser's checkout.js is a stand-in
// with Checkout's modal behaviour (e2e/support/razorpay-stand-in.ts). The fake's webhooks go to the
// store's endpoint, held back when the spec wants to see the page before Razorpay reports.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import type { Product } from '@haat/domain/catalog/product'
import { ACCESS_TOKEN_KEY } from '@haat/domain/constants/storage-keys'
import { formatINR } from '@haat/domain/format/money'
import { discountedPrice } from '@haat/domain/rules/discount'
import {
  FAKE_RAZORPAY_KEYS,
  fakeRazorpaySettings,
  startFakeRazorpay,
  type Delivery,
  type FakeRazorpay,
} from '../../apps/api/test/support/fakes/razorpay.ts'
import { watchViolations } from '../support/csp-violations.ts'
import { fillDeliveryAddress } from '../support/delivery-address.ts'
import { standInRazorpayCheckout } from '../support/razorpay-stand-in.ts'
import { saveScreenshot } from '../support/screenshot.ts'
import { newShopper, signUp } from '../support/sign-in.ts'
import { startStore, type Store } from '../support/start-store.ts'
import { upvoteOnBuyCard } from '../support/upvote.ts'

let razorpay: FakeRazorpay
let store: Store
const held: Delivery[] = []
let holdWebhooks = false
const webhookAnswers: { event: string; status: number }[] = []

async function sendWebhook(d: Delivery) {
  const res = await fetch(`${store.origin}/api/payments/razorpay/webhook`, {
    method: 'POST',
    headers: d.headers,
    body: d.body,
  })
  webhookAnswers.push({ event: (JSON.parse(d.body) as { event: string }).event, status: res.status })
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  razorpay = await startFakeRazorpay()
  store = await startStore(fakeRazorpaySettings(razorpay))
  razorpay.deliverTo(async (d) => (holdWebhooks ? void held.push(d) : sendWebhook(d)))
})

test.afterAll(async () => {
  store?.stop()
  await razorpay?.close()
})

/** The order as the API answers it to its shopper (the page keeps the bearer token). */
const orderOf = (page: Page, id: string) =>
  page.evaluate(
    async ([id, key]) => {
      const res = await fetch(`/api/orders/${id}`, {
        headers: { authorization: `Bearer ${localStorage.getItem(key)}` },
      })
      return (await res.json()) as { status: string; refundStatus: string | null }
    },
    [id, ACCESS_TOKEN_KEY] as const,
  )

test('Razorpay: a failed try and a closed window leave the order payable, then UPI pays it; cancelling refunds it', async ({
  page,
}, info) => {
  test.setTimeout(240_000)
  const checkViolations = await watchViolations(page)
  const { unexpected } = await standInRazorpayCheckout(page, razorpay)
  const slug =
    info.project.name === 'mobile' ? 'bholu-toys-wooden-rainbow-stacker' : 'amla-apothecary-kumkumadi-tailam'
  const product = (
    (await (await page.request.get(`${store.origin}/api/product/slug/${slug}`)).json()) as [Product]
  )[0]
  const paid = discountedPrice(product.price.amount, product.offer)

  await page.goto(`${store.origin}/product/${slug}`)
  await signUp(page, newShopper(info, 'Meera Iyer'))
  await upvoteOnBuyCard(page, product.id)
  const card = page.locator('#buy-card')
  await card.getByRole('button', { name: 'Add to Cart' }).click()
  await page.getByTestId('cart-overlay').getByRole('button', { name: 'Checkout' }).click()
  await page.waitForURL(/\/checkout\/HT-/)
  const orderId = page.url().split('/checkout/')[1]!
  await fillDeliveryAddress(page)
  await expect(page.getByLabel(/card number|cvc|cvv|upi id/i)).toHaveCount(0)
  const before = razorpay.received.length
  const payButton = page.getByRole('button', { name: `Pay ${formatINR(paid)}` })
  const modal = page.frameLocator('iframe[title="Razorpay Checkout"]')

  // A failed try: Checkout says so and stays open; the store's page says so; the order is still payable.
  await payButton.click()
  await expect(modal.getByTestId('razorpay-amount')).toHaveText(formatINR(paid), { timeout: 20_000 })
  await modal.getByRole('button', { name: 'Fail this payment' }).click()
  await expect(modal.getByRole('alert')).toHaveText('Payment failed')
  await expect(page.getByRole('alert')).toHaveText('Payment failed')
  expect((await orderOf(page, orderId)).status).toBe('PENDING')

  // Closing the window: nothing paid, the page says it can be tried again.
  await modal.getByRole('button', { name: 'Close' }).click()
  await expect(page.locator('iframe[title="Razorpay Checkout"]')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveText('Payment not completed. You can try again.')
  await expect(payButton).toBeEnabled()
  expect((await orderOf(page, orderId)).status).toBe('PENDING')

  // Paying: the handler's signed result is verified and the payment fetched before the order is PAID.
  await payButton.click()
  await modal.getByRole('button', { name: 'Pay with UPI' }).click()
  await page.waitForURL(new RegExp(`/orders/${orderId}$`))
  await expect(page.getByRole('heading', { name: 'Thank you, Meera!' })).toBeVisible()
  await expect(page.getByTestId('order-status')).toHaveText('Paid')
  await expect(page.getByTestId('order-payment')).toHaveText('UPI')
  await expect(page.getByTestId('order-total')).toHaveText(formatINR(paid))
  await saveScreenshot(page, info, 'razorpay-paid-order')

  // What Razorpay received: each call with the store's Basic auth and accepted (the fake refuses what
  // Razorpay would); one Razorpay order for this page's attempt, in paise, INR, receipt = our order.
  const calls = razorpay.received.slice(before)
  const basic = `Basic ${Buffer.from(`${FAKE_RAZORPAY_KEYS.keyId}:${FAKE_RAZORPAY_KEYS.keySecret}`).toString('base64')}`
  for (const call of calls) {
    expect(call.authorization, call.url).toBe(basic)
    expect(call.status, `${call.method} ${call.url}`).toBe(200)
  }
  const created = calls.filter((c) => c.method === 'POST' && c.url === '/v1/orders')
  expect(created).toHaveLength(1)
  expect(created[0]!.body).toEqual({
    amount: paid * 100,
    currency: 'INR',
    receipt: orderId,
    notes: { order: orderId, attempt: expect.stringMatching(/^web-/) },
  })
  expect(orderId.length).toBeLessThanOrEqual(40)
  expect(calls.some((c) => c.method === 'GET' && c.url.startsWith('/v1/payments/pay_'))).toBe(true)
  await expect
    .poll(() => webhookAnswers.map((a) => a.event))
    .toEqual(expect.arrayContaining(['payment.failed', 'payment.captured', 'order.paid']))

  // Cancel before shipping: a full refund through Razorpay; the page shows it as Razorpay reports it.
  holdWebhooks = true
  await page.getByRole('button', { name: 'Cancel order' }).click()
  const ask = page.getByRole('group', { name: 'Cancel this order?' })
  await expect(ask).toContainText('Your payment will be refunded in full.')
  await ask.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(page.getByRole('heading', { name: 'Order cancelled' })).toBeVisible()
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled')
  await expect(page.getByTestId('order-refund')).toHaveText(/^Refund on its way/)
  const refunds = razorpay.received.filter((c) => c.method === 'POST' && c.url.endsWith('/refund'))
  expect(refunds).toHaveLength(1)
  expect(refunds[0]!.body).toMatchObject({ amount: paid * 100 })
  expect((await orderOf(page, orderId)).refundStatus).toBe('PENDING')

  holdWebhooks = false
  for (const d of held.splice(0)) await sendWebhook(d)
  expect(webhookAnswers.find((a) => a.event === 'refund.processed')?.status).toBe(200)
  // The page reads the order again while its refund is on its way: no reload needed.
  await expect(page.getByTestId('order-refund')).toHaveText('Refunded to your original payment method', {
    timeout: 20_000,
  })
  await expect(page.getByText('Your payment was given back in full.')).toBeVisible()
  await saveScreenshot(page, info, 'razorpay-refunded-order')

  expect(webhookAnswers.filter((a) => a.status !== 200)).toEqual([])
  expect(unexpected).toEqual([])
  await checkViolations()
})
