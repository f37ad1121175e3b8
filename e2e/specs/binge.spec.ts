// Binge (spec §2/§4): seeded order repeats, a missing seed is written into the address, the audio
// toggle flips, and /binge/{id} starts at that tape.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'

test.use({ reducedMotion: 'no-preference' }) // what moves is tested here (decision 0825)

const slides = (page: Page) => page.getByRole('feed').getByRole('article')
const firstTapeId = async (page: Page) => slides(page).first().getAttribute('data-tape-id')

test('/binge?seed=42 shows the same first tape on every load', async ({ page }) => {
  await page.goto('/binge?seed=42')
  const first = await firstTapeId(page)
  expect(first).toMatch(/^\d+$/)
  await page.reload()
  expect(await firstTapeId(page)).toBe(first)
  const order42 = await page.request.get('/api/file/tapes?page=0&size=10&seed=42').then((r) => r.json())
  expect(String(order42.content[0].id)).toBe(first)
})

test('/binge without a seed writes one into the address, and a reload repeats the order', async ({
  page,
}) => {
  await page.goto('/binge')
  await expect(page).toHaveURL(/\/binge\?seed=\d{1,4}$/)
  const first = await firstTapeId(page)
  await page.reload()
  expect(await firstTapeId(page)).toBe(first)
  await page.goBack().catch(() => {})
  expect(new URL(page.url()).pathname).not.toBe('/binge') // replace: no extra history entry for /binge
})

test('the audio toggle flips sound on and off for the playing video', async ({ page }) => {
  await page.goto('/binge?seed=7')
  const toggle = page.getByRole('button', { name: 'Sound' })
  const video = slides(page).first().locator('video')
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true)
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false)
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true)
})

test('/binge/{id} starts at that tape and shows its product', async ({ page }) => {
  const list = await page.request.get('/api/file/tapes?page=0&size=10').then((r) => r.json())
  const tape = list.content[2]
  await page.goto(`/binge/${tape.id}`)
  const first = slides(page).first()
  await expect(first).toHaveAttribute('data-tape-id', String(tape.id))
  await expect(first).toHaveAttribute('aria-current', 'true')
  await expect(first.getByRole('heading', { name: tape.product.title })).toBeVisible()
  await expect(first.getByRole('link', { name: /Shop this/ })).toHaveAttribute(
    'href',
    `/product/${tape.product.slug}`,
  )
  await expect(page.locator(`[data-tape-id="${tape.id}"]`)).toHaveCount(1) // not repeated further down
})

test('when the first video ends the feed moves on to the second', async ({ page }) => {
  await page.goto('/binge?seed=11')
  const [first, second] = [slides(page).nth(0), slides(page).nth(1)]
  await expect(first).toHaveAttribute('aria-current', 'true')
  const video = first.locator('video')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2)).toBe(true)
  await video.evaluate((v: HTMLVideoElement) => (v.playbackRate = 4)) // a 6 s clip ends in 1.5 s
  await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 10_000 })
  await expect.poll(() => second.locator('video').evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true)
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
})

test('an unknown tape is a 404 page', async ({ page }) => {
  const res = await page.goto('/binge/999999')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible()
})
