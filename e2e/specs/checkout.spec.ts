// The built-in checkout in a real browser: a signed-in shopper upvotes, adds to the bag, checks out,
// pays by UPI on the sandbox gateway's hosted page (framed over the checkout, as Razorpay Checkout is;
// issue 12) and reaches the confirmation with the upvote discount the server applied; the paid line
// leaves the bag and the order is listed on /orders.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import type { Product } from '@haat/domain/catalog/product'
import { formatINR } from '@haat/domain/format/money'
import { discountedPrice } from '@haat/domain/rules/discount'
import { saveScreenshot } from '../support/screenshot.ts'
import { newShopper, signUp, submitSignUp } from '../support/sign-in.ts'

async function productOf(page: Page, slug: string): Promise<Product> {
  const res = await page.request.get(`/api/product/slug/${slug}`)
  expect(res.ok(), `demo product ${slug}`).toBe(true)
  return ((await res.json()) as Product[])[0]!
}

test('upvote, add, checkout with UPI: the confirmation shows the discount and /orders lists the order', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  const slug =
    info.project.name === 'mobile' ? 'bholu-toys-wooden-rainbow-stacker' : 'amla-apothecary-kumkumadi-tailam'
  const product = await productOf(page, slug)
  const regular = product.price.amount
  const paid = discountedPrice(regular, product.offer)
  expect(paid).toBeLessThan(regular)

  await page.goto(`/product/${slug}`)
  await signUp(page, newShopper(info, 'Asha Rao'))
  const card = page.locator('#buy-card')
  await card.getByRole('button', { name: /^Unlock .+ off$/ }).click()
  await expect(card.getByRole('button', { name: 'Voted' })).toBeDisabled({
    timeout: 15_000,
  })

  await card.getByRole('button', { name: 'Add to Cart' }).click()
  const bag = page.getByTestId('cart-overlay')
  await expect(bag.getByTestId('cart-total')).toHaveText(formatINR(paid))
  await expect(bag.getByTestId('cart-discount')).toContainText(formatINR(regular - paid))
  await bag.getByRole('button', { name: 'Checkout' }).click()

  await page.waitForURL(/\/checkout\/HT-/)
  const orderId = page.url().split('/checkout/')[1]!
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await expect(summary.getByTestId('order-line')).toHaveCount(1)
  await expect(summary.getByTestId('order-total')).toHaveText(formatINR(paid))

  // The pincode is checked as it is typed; paying with gaps names them at their fields.
  await page.getByLabel('Pincode').fill('012345')
  await expect(page.getByText('A pincode has 6 digits and does not start with 0')).toBeVisible()
  await page.getByRole('button', { name: `Pay ${formatINR(paid)}` }).click()
  await expect(page.getByText('Enter the name for delivery')).toBeVisible()

  await page.getByLabel('Full name').fill('Asha Rao')
  await page.getByLabel('Mobile number').fill('98765 43210')
  await page.getByLabel('House, street, area').fill('12 MG Road, Shanthala Nagar')
  await page.getByLabel('City').fill('Bengaluru')
  await page.getByLabel('State').selectOption('Karnataka')
  await page.getByLabel('Pincode').fill('560001')
  await saveScreenshot(page, info, 'checkout-page')
  // No card or UPI field on the store's own page: they are on the gateway's.
  await expect(page.getByLabel(/card number|cvc|cvv|upi id/i)).toHaveCount(0)
  await page.getByRole('button', { name: `Pay ${formatINR(paid)}` }).click()

  const gateway = page.frameLocator('iframe[title="Sandbox payment page"]')
  await expect(gateway.getByTestId('sandbox-amount')).toHaveText(formatINR(paid))
  await gateway.getByLabel('UPI ID').fill('failure@razorpay')
  await gateway.getByRole('button', { name: /^Pay / }).click()
  await expect(gateway.getByRole('alert')).toContainText('declined')
  await expect(page.getByText('Payment was unsuccessful as the UPI request was declined')).toBeVisible()
  await gateway.getByLabel('UPI ID').fill('success@razorpay')
  await saveScreenshot(page, info, 'pay-step', { fullPage: false })
  await gateway.getByRole('button', { name: /^Pay / }).click()

  await page.waitForURL(new RegExp(`/orders/${orderId}$`))
  await expect(page.getByText('Order placed')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Thank you, Asha!' })).toBeVisible()
  await expect(page.getByTestId('order-id')).toHaveText(orderId)
  await expect(page.getByTestId('order-total')).toHaveText(formatINR(paid))
  await expect(page.getByTestId('order-discount')).toContainText(formatINR(regular - paid))
  await expect(page.getByTestId('order-address')).toContainText('560001')
  await expect(page.getByTestId('order-payment')).toHaveText('UPI')
  await expect(page.getByTestId('order-status')).toHaveText('Paid')
  await expect(page.getByRole('banner').getByRole('button', { name: /^Bag,/ })).toHaveAccessibleName(
    'Bag, empty',
  )
  await saveScreenshot(page, info, 'order-confirmation')

  await page.goto('/orders')
  const row = page.getByTestId('order-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(orderId)
  await expect(row).toContainText(formatINR(paid))
  await expect(row.getByTestId('order-status')).toHaveText('Paid')
  await saveScreenshot(page, info, 'orders-list')

  // Cancelled before shipping: refunded in full by the sandbox gateway, the page following its webhooks.
  await row.click()
  await page.waitForURL(new RegExp(`/orders/${orderId}$`))
  await page.getByRole('button', { name: 'Cancel order' }).click()
  await page
    .getByRole('group', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click()
  await expect(page.getByRole('heading', { name: 'Order cancelled' })).toBeVisible()
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled')
  await expect(page.getByTestId('order-refund')).toHaveText('Refunded to your original payment method', {
    timeout: 20_000,
  })
  await expect(page.getByText('Your payment was given back in full.')).toBeVisible()
  await saveScreenshot(page, info, 'order-refunded')
})

test('a guest on /orders is asked to sign in', async ({ page }) => {
  await page.goto('/orders')
  await expect(page.getByText('Sign in to see your orders')).toBeVisible()
})

test('a guest pressing Checkout signs up and comes back to the bag, merged, one tap from checkout', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  const slug =
    info.project.name === 'mobile' ? 'chausar-games-dilli-metro-rush' : 'pahadi-pantry-kashmiri-kahwa'
  const product = await productOf(page, slug)
  await page.goto(`/product/${slug}`)
  await page.locator('#buy-card').getByRole('button', { name: 'Add to Cart' }).click()
  const bag = page.getByTestId('cart-overlay')
  await bag.getByRole('button', { name: 'Checkout' }).click()

  // The provider's sign-up form alone (completeSignUp's header check cannot see past the bag, which
  // opens again as a dialog).
  const shopper = newShopper(info)
  await submitSignUp(page, shopper)
  await page.waitForURL(new RegExp(`/product/${slug}$`))
  await expect(bag.getByTestId('cart-line')).toHaveCount(1)
  await expect(bag).toContainText(product.title)
  await bag.getByRole('button', { name: 'Checkout' }).click()
  await page.waitForURL(/\/checkout\/HT-/)
  await expect(page.getByTestId('order-line')).toHaveCount(1)
  await expect(page.getByTestId('order-total')).toHaveText(formatINR(product.price.amount))
})

test('Buy Now from the bottom bar checks out the selection alone, at the upvoted price', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  const slug =
    info.project.name === 'mobile'
      ? 'kesar-and-clay-mogra-soy-wax-candle'
      : 'gudh-good-foods-ragi-jaggery-cookies'
  const product = await productOf(page, slug)
  await page.goto(`/product/${slug}`)
  await signUp(page, newShopper(info))
  const card = page.locator('#buy-card')
  await card.getByRole('button', { name: /^Unlock .+ off$/ }).click()
  await expect(card.getByRole('button', { name: 'Voted' })).toBeDisabled({
    timeout: 15_000,
  })
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.getByTestId('product-bottom-bar').getByRole('button', { name: 'Buy Now' }).click()

  await page.waitForURL(/\/checkout\/HT-/)
  await expect(page.getByTestId('order-line')).toHaveCount(1)
  await expect(page.getByTestId('order-line')).toContainText(product.title)
  await expect(page.getByTestId('order-total')).toHaveText(
    formatINR(discountedPrice(product.price.amount, product.offer)),
  )
  // The bag was not touched.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Bag,/ })).toHaveAccessibleName(
    'Bag, empty',
  )
})
