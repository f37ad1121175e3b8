// Delivery by pincode (issue 17 §3): the product page's pincode box answers the city, the delivery date
// and cash on delivery, says when a pincode is unknown; the checkout starts from that pincode and fills
// the city and state from any pincode typed.
import { expect, test } from '../support/test.ts'
import { saveIndiaScreenshot } from '../support/india-screenshot.ts'
import { newShopper, signUp } from '../support/sign-in.ts'

test('pincode box on the product page, then city and state filled in the checkout', async ({
  page,
}, info) => {
  test.setTimeout(120_000)
  const slug =
    info.project.name === 'mobile' ? 'bholu-toys-wooden-rainbow-stacker' : 'amla-apothecary-kumkumadi-tailam'
  await page.goto(`/product/${slug}`)
  const box = page.getByRole('form', { name: 'Check delivery' })
  const pincode = box.getByLabel('Delivery to your pincode')
  // Its code is a chunk of its own: typed before it has loaded, the plain form would reload the page.
  await expect(box).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 })

  await pincode.fill('999999')
  await box.getByRole('button', { name: 'Check' }).click()
  await expect(box.getByTestId('pincode-problem')).toHaveText(
    "We don't know the pincode 999999. Check the digits.",
  )
  await pincode.fill('012345')
  await box.getByRole('button', { name: 'Check' }).click()
  await expect(box.getByText('A pincode has 6 digits and does not start with 0')).toBeVisible()

  await pincode.fill('560001')
  await box.getByRole('button', { name: 'Check' }).click()
  const note = box.getByTestId('delivery-note')
  await expect(note).toContainText(/Delivery by \w{3}, \d{1,2} \w{3}/)
  await expect(note).toContainText('to Bengaluru, Karnataka.')
  await expect(note).toContainText('Cash on delivery available.')
  await box.scrollIntoViewIfNeeded()
  await saveIndiaScreenshot(page.locator('#buy-card'), info, 'pincode-product')

  await signUp(page, newShopper(info, 'Kavya Nair'))
  await page.locator('#buy-card').getByRole('button', { name: 'Add to Cart' }).click()
  await page.getByTestId('cart-overlay').getByRole('button', { name: 'Checkout' }).click()
  await page.waitForURL(/\/checkout\/HT-/)

  // The pincode checked on the product page is where the checkout starts, with its city and state.
  await expect(page.getByLabel('Pincode')).toHaveValue('560001')
  await expect(page.getByLabel('City')).toHaveValue('Bengaluru')
  await expect(page.getByLabel('State')).toHaveValue('Karnataka')

  // Another pincode: Leh is in Ladakh, where the default rules offer no cash on delivery.
  await page.getByLabel('Pincode').fill('194101')
  await expect(page.getByLabel('City')).toHaveValue('Leh')
  await expect(page.getByLabel('State')).toHaveValue('Ladakh')
  await expect(page.getByTestId('delivery-note')).toContainText('Cash on delivery is not available here.')
  await page.getByLabel('Full name').fill('Kavya Nair')
  await saveIndiaScreenshot(page.getByRole('group', { name: 'Delivery address' }), info, 'pincode-checkout')
})
