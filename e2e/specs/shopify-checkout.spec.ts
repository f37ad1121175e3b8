// Issue 5, the Shopify adapter in a real browser: a store started with CHECKOUT_ADAPTER=shopify sends the
// bag to a local fake Storefront API (which checks the cartCreate request the way Shopify would) and the
// browser goes to the checkoutUrl the fake answered. Shopify's checkout page itself is outside this
// machine: the browser's request for it is answered by a stand-in page.
import { expect, test } from '@playwright/test'
import {
  fakeShopifySettings,
  startFakeShopify,
  type FakeShop,
} from '../../apps/api/test/support/fakes/shopify-storefront.ts'
import { singleVariantProduct } from '../support/demo-products.ts'
import { startStore, type Store } from '../support/start-store.ts'

let shopify: FakeShop
let store: Store

test.beforeAll(async () => {
  test.setTimeout(180_000)
  shopify = await startFakeShopify()
  store = await startStore(fakeShopifySettings(shopify.origin))
})

test.afterAll(async () => {
  store?.stop()
  await shopify?.close()
})

test('Shopify adapter: the bag goes to cartCreate and the browser to the returned checkoutUrl', async ({
  page,
}, info) => {
  // A platform-channel brand (decision 0620): its lines check out on the default SHOPIFY_* store.
  const brand = info.project.name === 'mobile' ? 'saffron-skin-lab' : 'brew-bazaar'
  const product = await singleVariantProduct(page.request, store.origin, brand)
  const slug = product.slug
  await page.route('https://fake-shop.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Checkout</title><h1>Shopify checkout (stand-in)</h1>',
    }),
  )

  await page.goto(`${store.origin}/product/${slug}`)
  await page.locator('#buy-card').getByRole('button', { name: 'Add to Cart' }).click()
  const bag = page.getByTestId('cart-overlay')
  await expect(bag.getByTestId('cart-line')).toHaveCount(1)
  const before = shopify.carts().length
  await bag.getByRole('button', { name: 'Checkout' }).click()

  // A guest may check out on Shopify (decision 0305): no sign-in, straight to the platform's checkout.
  await page.waitForURL(/^https:\/\/fake-shop\.example\/cart\/c\/c1-fake/)
  await expect(page.getByRole('heading', { name: 'Shopify checkout (stand-in)' })).toBeVisible()
  const calls = shopify.carts().slice(before)
  expect(calls).toHaveLength(1)
  const body = calls[0]!.body as { variables: { input: { lines: unknown[] } } }
  expect(body.variables.input.lines).toEqual([
    { merchandiseId: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d+$/), quantity: 1 },
  ])
})
