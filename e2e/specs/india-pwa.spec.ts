// Install and offline (issue 17 §4, decision 0784): the web app manifest and its icons, the service
// worker, a page kept for a return visit with the network cut (the guest's bag still in it), the offline
// page for a page never opened, and no /api answer in any of the worker's caches.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { saveScreenshot } from '../support/screenshot.ts'
import { accountButton, newShopper, signUp } from '../support/sign-in.ts'

type Manifest = {
  name: string
  short_name: string
  start_url: string
  display: string
  theme_color: string
  icons: { src: string; sizes: string; type: string; purpose: string }[]
}

/** A PNG's width and height, from its IHDR chunk. */
async function pngSize(request: APIRequestContext, src: string): Promise<string> {
  const res = await request.get(src)
  expect(res.headers()['content-type']).toBe('image/png')
  const png = await res.body()
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`
}

test.use({ serviceWorkers: 'allow' }) // the rest of the suite blocks the worker

const bagButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Bag,/ })

test('the manifest names the store, opens standalone and has its icons at 192 and 512 px', async ({
  page,
}) => {
  const res = await page.request.get('/manifest.webmanifest')
  expect(res.ok()).toBe(true)
  const manifest = (await res.json()) as Manifest
  expect(manifest).toMatchObject({
    short_name: 'Haat',
    start_url: '/',
    display: 'standalone',
    theme_color: '#fffaf3',
  })
  for (const icon of manifest.icons) expect(await pngSize(page.request, icon.src)).toBe(icon.sizes)
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  await page.goto('/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  // Lighthouse 13 has no installability audit any more; Chromium's own check is what it used to run.
  // A test browser context is incognito-like, which is the one reason it may give.
  const cdp = await page.context().newCDPSession(page)
  const manifestRead = await cdp.send('Page.getAppManifest')
  expect(manifestRead.url).toMatch(/\/manifest\.webmanifest$/)
  expect(manifestRead.errors).toEqual([])
  await expect
    .poll(
      async () =>
        (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
          .map((e) => e.errorId)
          .filter((id) => id !== 'in-incognito'),
      { timeout: 30_000 },
    )
    .toEqual([])
})

test('with the network cut: a page opened before shows with the bag, others get the offline page', async ({
  page,
  context,
}, info) => {
  test.setTimeout(180_000)
  const [slug, unseen] =
    info.project.name === 'mobile'
      ? ['chausar-games-rishtey-wale-card-game', 'pahadi-pantry-pahadi-lemon-pickle']
      : ['gudh-good-foods-jowar-choco-chip-cookies', 'pahadi-pantry-grandmas-mango-pickle']
  await page.goto('/')
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)
  expect(script).toMatch(/\/sw\.js$/)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })

  // Opened once with the worker in control, the page and what it loads are kept.
  await page.goto(`/product/${slug}`)
  await page.locator('#buy-card').getByRole('button', { name: 'Add to Cart' }).click()
  const overlay = page.getByTestId('cart-overlay')
  await expect(overlay.getByTestId('cart-line').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(overlay).toBeHidden()
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item')

  await context.setOffline(true)
  await page.reload() // the support test waits for React to hydrate it
  // Hydrated from kept scripts, the bag restored from this phone: the buy card offers the bag.
  await expect(page.locator('#buy-card').getByRole('button', { name: 'Go to Cart' })).toBeVisible()
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item')

  await page.goto(`/product/${unseen}`)
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
  await expect(page.getByText('Your bag is kept on this device.')).toBeVisible()
  await saveScreenshot(page, info, 'offline-page')

  // Bag, checkout, orders and sign-in always go to the network: no /api answer is ever kept.
  const kept = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname)
    return urls
  })
  expect(kept).toContain(`/product/${slug}`)
  expect(kept.filter((u) => u.startsWith('/api/') || u.endsWith('.data'))).toEqual([])
  await context.setOffline(false)
})

test('signed in, the bag survives the network cut too, and the server’s bag takes over again online', async ({
  page,
  context,
}, info) => {
  test.setTimeout(180_000)
  const slug =
    info.project.name === 'mobile'
      ? 'chausar-games-rishtey-wale-card-game'
      : 'gudh-good-foods-jowar-choco-chip-cookies'
  await page.goto('/')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
  const shopper = newShopper(info)
  await signUp(page, shopper)
  await page.goto(`/product/${slug}`)
  await page.locator('#buy-card').getByRole('button', { name: 'Add to Cart' }).click()
  const overlay = page.getByTestId('cart-overlay')
  await expect(overlay.getByTestId('cart-line').first()).toBeVisible()
  await page.keyboard.press('Escape')
  // Saved on the server, with this browser's copy of it; the guest 'cart' key stays empty.
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/cart/user', { headers: await bearer(page) })).json()).items
          .length,
    )
    .toBe(1)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('haat.accountBag')))
    .toContain('"items":[{')
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull()

  await context.setOffline(true)
  await page.reload()
  await expect(accountButton(page)).toBeVisible()
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item')
  await expect(page.locator('#buy-card').getByRole('button', { name: 'Go to Cart' })).toBeVisible()
  await saveScreenshot(page, info, 'offline-signed-in-bag', { fullPage: false })

  // Emptied on another phone meanwhile (the test's own API client is not cut off): once the browser is
  // back online, the server's bag wins over the untouched copy.
  const emptied = await page.request.post('/api/cart', { headers: await bearer(page), data: [] })
  expect(emptied.ok()).toBe(true)
  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(bagButton(page)).toHaveAccessibleName('Bag, empty')
})

async function bearer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  return { authorization: `Bearer ${token}` }
}
