// A purchase as a shopper makes it: sign up on a product page, add to the bag, check out, cash on
// delivery. Answers the order number once the order page shows it.
import { expect, type Page, type TestInfo } from '@playwright/test'
import { fillDeliveryAddress } from './delivery-address.ts'
import { newShopper, signUp, type Shopper } from './sign-in.ts'

export async function buyWithCashOnDelivery(page: Page, info: TestInfo, origin = '') {
  const slug =
    info.project.name === 'mobile' ? 'bholu-toys-wooden-rainbow-stacker' : 'amla-apothecary-kumkumadi-tailam'
  const shopper: Shopper = newShopper(info, 'Meera Iyer')
  await page.goto(`${origin}/product/${slug}`)
  await signUp(page, shopper)
  const card = page.locator('#buy-card')
  await card.getByRole('button', { name: 'Add to Cart' }).click()
  await page.getByTestId('cart-overlay').getByRole('button', { name: 'Checkout' }).click()
  await page.waitForURL(/\/checkout\/HT-/)
  const orderId = page.url().split('/checkout/')[1]!
  await fillDeliveryAddress(page)
  await page.getByText('Cash on delivery', { exact: true }).click()
  await page.getByRole('button', { name: 'Place order' }).click()
  await page.waitForURL(new RegExp(`/orders/${orderId}$`))
  await expect(page.getByTestId('order-id')).toHaveText(orderId)
  return { orderId, shopper }
}
