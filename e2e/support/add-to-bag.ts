// The product page's Add to Cart as a shopper uses it: the bag opens over the page (the header goes
// inert), shows the line, and is closed again so the page and its header can be read.
import { expect, type Page } from '@playwright/test'

/** `label`: the button's words in the page's language. */
export async function addToBagAndClose(page: Page, label = 'Add to Cart') {
  await page.locator('#buy-card').getByRole('button', { name: label }).click()
  const overlay = page.getByTestId('cart-overlay')
  await expect(overlay.getByTestId('cart-line').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(overlay).toBeHidden()
}
