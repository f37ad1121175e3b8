// Product page (spec §2, §4, §5): guest upvote and the discounted price, the option hint, batch minimum,
// bottom bar, Size Chart and Shipping Guide modals. Products are fixed demo-catalogue slugs, one per test
// and project, so parallel tests never vote on the same product.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { expectHydratedOnServerHtml, holdChunks, markServerHtml } from '../support/server-html.ts'
import type { Product } from '@haat/domain/catalog/product'
import {
  CHOOSE_OPTION_HINT,
  NO_RETURN_POLICY,
  NO_SHIPPING_INFORMATION,
  SHIPPING_AND_RETURNS,
  THE_GALLERY,
  currentSelectionUnits,
  selectAtLeastUnits,
} from '@haat/domain/constants/messages'
import { formatINR } from '@haat/domain/format/money'
import { discountedPrice } from '@haat/domain/rules/discount'

test.use({ reducedMotion: 'no-preference' }) // what moves is tested here (decision 0825)

/** The product as the page reads it. */
async function productOf(page: Page, slug: string): Promise<Product> {
  const res = await page.request.get(`/api/product/slug/${slug}`)
  expect(res.ok(), `demo product ${slug}`).toBe(true)
  return ((await res.json()) as Product[])[0]!
}

/** A value's radio, also while marked out of stock for the other values still selected. */
const optionName = (value: string) =>
  new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(out of stock\\))?$`)

// Each test walks a whole purchase step by step on a two-core machine that also runs the server and the
// other worker: 30 s is too tight when it is busy (a single click has waited 9 s), so allow 90 s.
test.beforeEach(() => test.slow())

const buyCard = (page: Page) => page.locator('#buy-card')

test('a guest upvote shows "Voted" (disabled, green) and the discounted price beside the struck regular price', async ({
  page,
}, info) => {
  const slug =
    info.project.name === 'mobile'
      ? 'mooch-and-more-vetiver-beard-oil'
      : 'tawa-tales-pre-seasoned-cast-iron-skillet'
  const product = await productOf(page, slug)
  expect(product.offer).not.toBeNull()
  await page.goto(`/product/${slug}`)
  const card = buyCard(page)
  const price = card.getByTestId('buy-card-price')
  await expect(price).toContainText(formatINR(product.price.amount))
  await expect(price.locator('s')).toHaveCount(0)

  const count = page.getByTestId('upvote-count')
  const before = Number((await count.innerText()).replace(/\D/g, ''))
  await card.getByRole('button', { name: /^Unlock .+ off$/ }).click()

  const voted = card.getByRole('button', { name: 'Voted' })
  await expect(voted).toBeDisabled()
  await page.mouse.move(0, 0) // off the button: its hover shade is darker
  await expect(voted).toHaveCSS('background-color', 'rgb(22, 128, 60)') // leaf-600
  await expect(price).toContainText(formatINR(discountedPrice(product.price.amount, product.offer)))
  await expect(price.locator('s')).toContainText(formatINR(product.price.amount))
  await expect(count).toContainText(String(before + 1))
  // Once voted, the page no longer advertises the offer.
  await expect(page.locator('main [role=note]', { hasText: 'UPVOTE FOR DISCOUNT' })).toHaveCount(0)

  // After a reload the guest list keeps the vote.
  await page.reload()
  await expect(buyCard(page).getByRole('button', { name: 'Voted' })).toBeDisabled()
})

test('a multi-option product without a choice shows the option hint for 3 s', async ({ page }, info) => {
  const slug =
    info.project.name === 'mobile'
      ? 'taaza-threads-relaxed-polo-t-shirt'
      : 'taaza-threads-french-terry-hoodie'
  await page.goto(`/product/${slug}`)
  const card = buyCard(page)
  // The page itself times the hint (a busy test runner must not skew it).
  await page.evaluate((text) => {
    const w = window as unknown as { hint: { shown?: number; hidden?: number; card?: Element | null } }
    w.hint = { card: document.querySelector('#buy-card') }
    new MutationObserver(() => {
      const on = [...document.querySelectorAll('[role=alert]')].some((e) => e.textContent?.includes(text))
      if (on) w.hint.shown ??= performance.now()
      else if (w.hint.shown !== undefined) w.hint.hidden ??= performance.now()
    }).observe(document.body, { childList: true, subtree: true })
  }, CHOOSE_OPTION_HINT)
  await card.getByRole('button', { name: 'Add to Cart' }).click()
  const hint = card.getByText(CHOOSE_OPTION_HINT)
  await expect(hint).toBeVisible()
  await expect(hint).toBeHidden({ timeout: 6000 })
  const { shown, hidden, sameCard } = await page.evaluate(() => {
    const { hint } = window as unknown as { hint: { shown: number; hidden: number; card: Element } }
    return { ...hint, card: undefined, sameCard: hint.card === document.querySelector('#buy-card') }
  })
  expect(sameCard, 'the buy card is never re-mounted after hydration').toBe(true)
  expect(hidden - shown).toBeGreaterThanOrEqual(2950)
  expect(hidden - shown).toBeLessThan(4500) // a busy machine renders the hiding late
  await expect(page.getByTestId('cart-overlay')).toHaveCount(0)

  // Choosing every option of an in-stock variant lets the item in and opens the cart overlay.
  const product = await productOf(page, slug)
  const variant = product.variants.find((v) => v.availableForSale)!
  for (const { name, value } of variant.selectedOptions) {
    await card
      .getByRole('radiogroup', { name })
      .getByRole('radio', { name: optionName(value) })
      .click()
  }
  await card.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(hint).toBeHidden()
  await expect(page.getByTestId('cart-overlay').getByTestId('cart-line')).toHaveCount(1)
})

test('a batch product asks for its minimum, then adds every chosen flavour', async ({ page }, info) => {
  const slug =
    info.project.name === 'mobile' ? 'kadak-kombucha-sparkling-kombucha' : 'muscle-masala-crunchy-protein-bar'
  const product = await productOf(page, slug)
  const min = product.custom.batch!
  await page.goto(`/product/${slug}`)
  const card = buyCard(page)
  await expect(card.getByText(selectAtLeastUnits(min))).toBeVisible()
  await expect(card.getByText(currentSelectionUnits(0))).toBeVisible()
  await expect(card.getByRole('button', { name: 'Select Minimum Quantity' })).toBeDisabled()

  const open = product.variants.filter((v) => v.availableForSale).map((v) => v.selectedOptions[0]!.value)
  const [a, b] = [open[0]!, open[1] ?? open[0]!]
  await expect(card.getByRole('button', { name: `Decrease ${a}` })).toBeDisabled()
  for (let i = 0; i < min - 1; i++) await card.getByRole('button', { name: `Increase ${a}` }).click()
  await expect(card.getByText(currentSelectionUnits(min - 1))).toBeVisible()
  await expect(card.getByText(selectAtLeastUnits(min))).toBeVisible()
  await card.getByRole('button', { name: `Increase ${b}` }).click()
  await expect(card.getByText(selectAtLeastUnits(min))).toBeHidden()
  await expect(card.getByText(currentSelectionUnits(min))).toBeVisible()

  await card.getByRole('button', { name: 'Add to Cart' }).click()
  const overlay = page.getByTestId('cart-overlay')
  await expect(overlay.getByTestId('cart-line')).toHaveCount(a === b ? 1 : 2)
  await page.keyboard.press('Escape')
  await expect(card.getByRole('button', { name: 'Go to Cart' })).toBeEnabled()
})

test('the bottom bar appears once the buy card is scrolled away', async ({ page }) => {
  await page.goto('/product/brew-bazaar-assam-ctc-masala-chai')
  const bar = page.getByTestId('product-bottom-bar')
  await expect(bar).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('button', { name: /Unlock .+ off|UPVOTE/ })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(bar).toBeHidden()
})

/** The product page's parts whose code is a chunk of its own, sent as HTML by the server (decision 0841). */
const laterParts = [
  'section[aria-labelledby="about-product"]',
  'form[aria-label="Check delivery"]',
  '[data-testid="share-buttons"]',
]

test('parts whose code comes later keep the HTML the server sent when the shopper scrolls before it arrives (decision 0841)', async ({
  page,
}) => {
  // Their chunks held back, so the scroll's update (the buy card leaves the screen) reaches them while
  // they are still the server's HTML. React used to throw that HTML away and draw them again.
  const release = await holdChunks(page, ['ProductDescription', 'BottomBar', 'PincodeCheck', 'ShareButtons'])
  await page.goto('/product/brew-bazaar-assam-ctc-masala-chai')
  const parts = [...laterParts, '[data-testid="product-bottom-bar"]']
  expect(await markServerHtml(page, parts)).toEqual(parts)
  await page.locator(parts[0]!).scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, 400)) // the buy card well off screen on both layouts
  await page.waitForTimeout(500) // time for the update to be tried against the unhydrated parts
  release()
  await expectHydratedOnServerHtml(page, parts)
})

test('a shopper who voted earlier gets the parts whose code comes later hydrated on the HTML the server sent (decision 0841)', async ({
  page,
}) => {
  // Nobody else's test votes on it; the two projects' guests each see their own vote.
  await page.goto('/product/kesar-and-clay-speckled-stoneware-planter')
  await buyCard(page)
    .getByRole('button', { name: /^Unlock .+ off$/ })
    .click()
  await expect(buyCard(page).getByRole('button', { name: 'Voted' })).toBeDisabled()
  const release = await holdChunks(page, ['ProductDescription', 'PincodeCheck', 'ShareButtons'])
  await page.reload()
  // The vote, read from storage after the page hydrated, has changed the page around the held parts.
  await expect(buyCard(page).getByRole('button', { name: 'Voted' })).toBeDisabled()
  const kept = await markServerHtml(page, laterParts)
  expect(kept, "each part's HTML from the server, still on the page").toEqual(laterParts)
  release()
  await expectHydratedOnServerHtml(page, laterParts)
})

test('"Suggested Tapes" are read by the browser as the shopper nears them, and never widen the page (decision 0839)', async ({
  page,
}) => {
  const slug = 'brew-bazaar-assam-ctc-masala-chai'
  const product = await productOf(page, slug)
  const served = await (await page.request.get(`/product/${slug}`)).text()
  expect(served).toContain('data-testid="suggested-tapes-slot"')
  expect(served).not.toContain('data-testid="reel-strip"')
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/file/tapes')) asked.push(new URL(r.url()).search)
  })
  await page.goto(`/product/${slug}`)
  const width = await page.evaluate(() => document.documentElement.clientWidth)
  const sizes = () => page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])
  expect(await sizes()).toEqual([width, width]) // the placeholder is as wide as the page
  await page.getByTestId('suggested-tapes-slot').scrollIntoViewIfNeeded()
  const strip = page.getByTestId('reel-strip')
  // Hydration, the row's chunk and one call: generous on a slow CI machine, as for "also bought".
  await expect(strip.getByRole('heading', { name: 'Suggested Tapes' })).toBeVisible({ timeout: 25_000 })
  const reels = strip.locator('ul > li')
  await expect(reels.first()).toBeVisible()
  expect(await reels.count()).toBeLessThanOrEqual(7) // spec §2: 7 reels shown
  await expect(strip.getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/binge')
  // The product's own seeded order (decision 0819), so the answer is one of a hundred stored ones.
  expect(asked).toEqual([`?page=0&size=10&seed=${product.id % 100}`])
  // Started by the carousel engine (Embla positions the track with a transform), still page-wide.
  await expect(strip.locator('ul')).toHaveAttribute('style', /transform/)
  expect(await sizes()).toEqual([width, width])
  await expect(page.getByTestId('suggested-tapes-slot').getByRole('status')).toHaveCount(0)
})

test('"also bought" is read by the browser as the shopper nears it, not rendered by the server (decision 0811)', async ({
  page,
}) => {
  const slug = 'brew-bazaar-assam-ctc-masala-chai'
  const product = await productOf(page, slug)
  const served = await (await page.request.get(`/product/${slug}`)).text()
  expect(served).toContain('data-testid="also-bought-slot"')
  expect(served).not.toContain('data-testid="also-bought"')
  const asked: string[] = []
  page.on('request', (r) => {
    if (/\/api\/product(\/tags\/[^?]+)?\?/.test(r.url())) asked.push(new URL(r.url()).search)
  })
  await page.goto(`/product/${slug}`)
  await page.getByTestId('also-bought-slot').scrollIntoViewIfNeeded()
  const row = page.getByTestId('also-bought')
  // The row waits for hydration, then for two API calls: on a slow CI machine that passed 10 s once
  // (stop 36's run; the snapshot at the timeout showed the row rendered just after).
  await expect(row.getByRole('heading', { name: 'People who loved this also bought' })).toBeVisible({
    timeout: 25_000,
  })
  const cards = row.locator('ul').first().locator(':scope > li') // the row's cards, not their tag lists
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeLessThanOrEqual(10)
  await expect(row.locator(`a[href="/product/${slug}"]`)).toHaveCount(0) // never the product itself
  // The category's most voted, then the first tag's products.
  expect(asked).toContain(`?sort=upvoteCount%3Adesc&category=${product.category.paramName}&page=0&size=11`)
  expect(asked).toContain('?page=0&size=10')
  await expect(page.getByTestId('also-bought-slot').getByRole('status')).toHaveCount(0)
})

test('once upvoted, the bottom bar says the discount is activated and Buy Now starts checkout (a guest signs in first)', async ({
  page,
}, info) => {
  const slug =
    info.project.name === 'mobile'
      ? 'saffron-skin-lab-tinted-mineral-sunscreen'
      : 'chausar-games-bazaar-bonanza-board-game'
  await page.goto(`/product/${slug}`)
  await buyCard(page)
    .getByRole('button', { name: /^Unlock .+ off$/ })
    .click()
  await expect(buyCard(page).getByRole('button', { name: 'Voted' })).toBeDisabled()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const bar = page.getByTestId('product-bottom-bar')
  await expect(bar).toContainText(/discount activated/)
  await expect(bar.locator('s')).toBeVisible() // the regular price, struck through beside the discounted one
  // Buy Now checks out the selection alone (decision 0321); the built-in checkout needs an account.
  await bar.getByRole('button', { name: 'Buy Now' }).click()
  await page.waitForURL(/\/interaction\//)
})

test('Size Chart opens "The Gallery" and Shipping Guide opens "Shipping & Returns"', async ({ page }) => {
  await page.goto('/product/nanhe-kadam-muslin-jhabla-set')
  const card = buyCard(page)
  await card.getByRole('button', { name: 'Size Chart' }).click()
  const gallery = page.getByRole('dialog', { name: THE_GALLERY })
  await expect(gallery).toBeVisible()
  expect(await gallery.getByRole('img').count()).toBeGreaterThan(0)
  await page.keyboard.press('Escape')
  await expect(gallery).toBeHidden()

  await card.getByRole('button', { name: 'Shipping Guide' }).click()
  const shipping = page.getByRole('dialog', { name: SHIPPING_AND_RETURNS })
  await expect(shipping.getByRole('heading', { name: 'Shipping Information' })).toBeVisible()
  await expect(shipping.getByRole('heading', { name: 'Return Policy' })).toBeVisible()
  await expect(shipping).toContainText(NO_RETURN_POLICY) // this product has shipping details but no return policy
})

test('a product without a size chart has no Size Chart link, and empty shipping texts are stated', async ({
  page,
}) => {
  await page.goto('/product/bholu-toys-wooden-rainbow-stacker')
  const card = buyCard(page)
  await expect(card.getByRole('button', { name: 'Shipping Guide' })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Size Chart' })).toHaveCount(0)
  await card.getByRole('button', { name: 'Shipping Guide' }).click()
  const shipping = page.getByRole('dialog', { name: SHIPPING_AND_RETURNS })
  await expect(shipping).toContainText(NO_SHIPPING_INFORMATION)
  await expect(shipping).toContainText(NO_RETURN_POLICY)
})

test('an unknown product shows the 404 page', async ({ page }) => {
  const res = await page.goto('/product/no-such-product-anywhere')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible()
})
