// Issue 5, the synced bag: a guest's bag merges into the account on sign-in (server copy survives a
// reload), sign-out leaves the local bag; a batch product goes in only at its minimum and the bag holds
// Checkout back when a line drops below it. Fixed demo slugs per project (both run at once).
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { selectAtLeastUnits } from '@haat/domain/constants/messages'
import type { Product } from '@haat/domain/catalog/product'
import { saveScreenshot } from '../support/screenshot.ts'
import { addToBagAndClose } from '../support/add-to-bag.ts'
import { newShopper, signIn, signOut, signUp } from '../support/sign-in.ts'

// Whole journeys with two sign-ins on a loaded two-core machine.
test.beforeEach(() => test.setTimeout(180_000))

const buyCard = (page: Page) => page.locator('#buy-card')
const overlay = (page: Page) => page.getByTestId('cart-overlay')
const bagButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Bag,/ })

async function productOf(page: Page, slug: string): Promise<Product> {
  const res = await page.request.get(`/api/product/slug/${slug}`)
  expect(res.ok(), `demo product ${slug}`).toBe(true)
  return ((await res.json()) as Product[])[0]!
}

/** The server's copy of the signed-in shopper's bag, read with the page's own token. */
async function serverBag(page: Page): Promise<{ productId: number; quantity: number }[]> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  const res = await page.request.get('/api/cart/user', { headers: { authorization: `Bearer ${token}` } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { items: { productId: number; quantity: number }[] }).items
}

async function addFromProductPage(page: Page, slug: string) {
  await page.goto(`/product/${slug}`)
  await addToBagAndClose(page)
}

test('a guest bag merges into the account on sign-in, stays after a reload, and sign-out leaves the local bag', async ({
  page,
}, info) => {
  const [first, second] =
    info.project.name === 'mobile'
      ? ['chausar-games-rishtey-wale-card-game', 'pahadi-pantry-pahadi-lemon-pickle']
      : ['gudh-good-foods-jowar-choco-chip-cookies', 'pahadi-pantry-grandmas-mango-pickle']
  const [a, b] = [await productOf(page, first), await productOf(page, second)]
  const shopper = newShopper(info)

  // Signed in: the first product goes to the server bag.
  await page.goto(`/product/${first}`)
  await signUp(page, shopper)
  await addFromProductPage(page, first)
  await expect
    .poll(() => serverBag(page))
    .toEqual([expect.objectContaining({ productId: a.id, quantity: 1 })])
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull()

  // Signed out, the bag is the local one (empty); a guest adds the second product.
  await signOut(page)
  await expect(bagButton(page)).toHaveAccessibleName('Bag, empty')
  await addFromProductPage(page, second)
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item')

  // Signing in merges both bags.
  await signIn(page, shopper)
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 2 items')
  await expect
    .poll(async () => (await serverBag(page)).map((i) => i.productId).sort())
    .toEqual([a.id, b.id].sort())

  // The server's copy: a fresh page load shows the same bag with both names.
  await page.reload()
  await bagButton(page).click()
  const lines = overlay(page).getByTestId('cart-line')
  await expect(lines).toHaveCount(2)
  await expect(overlay(page)).toContainText(a.title)
  await expect(overlay(page)).toContainText(b.title)
  await saveScreenshot(page, info, 'bag-overlay-lines', { fullPage: false })

  // A quantity step reaches the server after the 1 s pause.
  await overlay(page)
    .getByRole('button', { name: `Increase quantity of ${a.title}` })
    .click()
  await expect.poll(async () => (await serverBag(page)).find((i) => i.productId === a.id)?.quantity).toBe(2)
})

test('a batch product goes in the bag only at its minimum; below it the bag holds Checkout back', async ({
  page,
}, info) => {
  const slug =
    info.project.name === 'mobile' ? 'kadak-kombucha-coffee-tonic-can' : 'brew-bazaar-drip-coffee-bags'
  const product = await productOf(page, slug)
  const min = product.custom.batch!
  await page.goto(`/product/${slug}`)
  const card = buyCard(page)
  await expect(card.getByRole('button', { name: 'Select Minimum Quantity' })).toBeDisabled()

  const open = product.variants.filter((v) => v.availableForSale).map((v) => v.selectedOptions[0]!.value)
  const [x, y] = [open[0]!, open[1]!]
  for (let i = 0; i < min - 1; i++) await card.getByRole('button', { name: `Increase ${x}` }).click()
  await expect(card.getByRole('button', { name: 'Select Minimum Quantity' })).toBeDisabled()
  await card.getByRole('button', { name: `Increase ${y}` }).click()
  await card.getByRole('button', { name: 'Add to Cart' }).click()

  const bag = overlay(page)
  await expect(bag.getByTestId('cart-line')).toHaveCount(2)
  await expect(bag.getByTestId('cart-line-problem')).toHaveCount(0)
  await expect(bag.getByRole('button', { name: 'Checkout' })).toBeEnabled()

  // Removing the one-unit line leaves min - 1 units: the server's minimum shows on the line.
  await bag
    .getByRole('button', { name: `Remove ${product.title}` })
    .last()
    .click()
  await expect(bag.getByTestId('cart-line')).toHaveCount(1)
  await expect(bag.getByTestId('cart-line-problem')).toHaveText(selectAtLeastUnits(min))
  await expect(bag.getByRole('button', { name: 'Checkout' })).toBeDisabled()
  await expect(bag.getByText('Change the items marked above to check out.')).toBeVisible()
  await saveScreenshot(page, info, 'bag-batch-below-minimum', { fullPage: false })
})
