// Spec §2 home: carousel of 6 banners (dots, arrows, autoplay), "Check Out More BRANDS", "BRAND
// DISCOGRAPHY" with 8 brands, the 11 category icons and the chip row, the binge teaser, product shelves.
import { expect, test } from '../support/test.ts'
import {
  BRAND_DISCOGRAPHY,
  BRAND_DISCOGRAPHY_SUBTITLE,
  CHECK_OUT_MORE_BRANDS,
  CLICK_TO_BINGE,
  HOME_CATEGORY_LABELS,
} from '@haat/domain/constants/messages'
import { CAROUSEL_AUTOPLAY_MS } from '@haat/domain/constants/timings'
import { saveScreenshot } from '../support/screenshot.ts'

test.use({ reducedMotion: 'no-preference' }) // what moves is tested here (decision 0825)

test('home renders the carousel, brands, categories, binge teaser and shelves', async ({ page }, info) => {
  test.slow() // a long page and a full-page screenshot on a two-core machine
  await page.goto('/')
  const carousel = page.getByTestId('hero-carousel')
  await expect(carousel.getByRole('group', { name: 'banner slides' }).getByRole('button')).toHaveCount(6)
  const slides = carousel.locator('[aria-roledescription="slide"] a')
  await expect(slides).toHaveCount(6)
  expect(await slides.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    expect.arrayContaining(['/browse-all?sortby=new', '/browse-all?sortby=most-votes']),
  )
  // Autoplay moves to the next banner within a few seconds (3000 ms per slide).
  const current = carousel.locator('[aria-current="true"]')
  const first = (await current.getAttribute('aria-label')) ?? ''
  await expect(current).not.toHaveAttribute('aria-label', first, { timeout: 7000 })
  // Banners after the first are asked for once the carousel can move; the second is there by now.
  await expect
    .poll(() =>
      slides
        .nth(1)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0)

  const icons = page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link')
  await expect(icons).toHaveText([...HOME_CATEGORY_LABELS])

  await expect(page.getByRole('heading', { name: CHECK_OUT_MORE_BRANDS })).toBeVisible()
  expect(await page.getByTestId('brand-marquee').getByRole('link').count()).toBeGreaterThan(8)

  const teaser = page.getByTestId('binge-teaser')
  await expect(teaser.locator('a[href^="/binge/"]')).toHaveCount(4)
  await expect(teaser.getByRole('link', { name: CLICK_TO_BINGE })).toHaveAttribute('href', '/binge')

  const discography = page.getByTestId('brand-discography')
  await expect(discography.getByRole('heading', { name: BRAND_DISCOGRAPHY })).toBeVisible()
  await expect(discography.getByText(BRAND_DISCOGRAPHY_SUBTITLE)).toBeVisible()
  await expect(discography.getByRole('listitem')).toHaveCount(8)

  await expect(page.getByTestId('trending').getByTestId('product-card')).toHaveCount(8)
  await expect(page.getByTestId('new-arrivals').getByTestId('product-card')).toHaveCount(8)
  expect(await page.getByTestId('category-chips').getByRole('link').count()).toBeGreaterThanOrEqual(14)
  await saveScreenshot(page, info, 'home')
})

test('a category icon opens its listing', async ({ page }) => {
  await page.goto('/')
  const pets = page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link', { name: 'PETS' })
  await expect(pets).toHaveAttribute('href', '/browse-all?category=pets')
  await pets.click()
  // The listing's data comes from the server first: allow a busy machine some time.
  await expect(page).toHaveURL(/\/browse-all\?category=pets$/, { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pets')
})

// WCAG 2.2.2: the autoplaying hero has a visible pause/play control; paused, it stays put (hovering and
// leaving it do not restart it); played again, it moves on. Shoppers who prefer less motion start paused.
test('the hero carousel pauses and plays from its own button', async ({ page }, info) => {
  test.slow() // waits out more than one autoplay interval
  await page.goto('/')
  const carousel = page.getByTestId('hero-carousel')
  const current = carousel.locator('[aria-current="true"]')
  const label = () => current.getAttribute('aria-label')
  const first = await label()
  await expect(current).not.toHaveAttribute('aria-label', first ?? '', { timeout: 7000 }) // it rotates
  await carousel.getByRole('button', { name: 'Pause banner rotation' }).click()
  const play = carousel.getByRole('button', { name: 'Play banner rotation' })
  await expect(play).toBeVisible()
  const paused = await label()
  await carousel.hover({ position: { x: 40, y: 40 } })
  await page.mouse.move(5, 5)
  await page.waitForTimeout(CAROUSEL_AUTOPLAY_MS + 1500)
  expect(await label()).toBe(paused)
  await saveScreenshot(page, info, 'carousel-paused', { fullPage: false })
  await play.click()
  await expect(carousel.getByRole('button', { name: 'Pause banner rotation' })).toBeVisible()
  await expect(current).not.toHaveAttribute('aria-label', paused ?? '', { timeout: 7000 })
})

test('with less motion asked for, the hero starts paused and offers Play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const carousel = page.getByTestId('hero-carousel')
  await expect(carousel.getByRole('button', { name: 'Play banner rotation' })).toBeVisible()
  const current = carousel.locator('[aria-current="true"]')
  const first = await current.getAttribute('aria-label')
  await page.waitForTimeout(CAROUSEL_AUTOPLAY_MS + 1500)
  await expect(current).toHaveAttribute('aria-label', first ?? '')
})

test('the brand marquee stops and moves again from its own button (touch screens cannot hover)', async ({
  page,
}) => {
  await page.goto('/')
  const marquee = page.getByTestId('brand-marquee')
  const track = marquee.locator('.haat-marquee')
  const offset = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41)
  await page.mouse.move(0, 0) // hovering the chips pauses them too; keep the pointer away
  await marquee.getByRole('button', { name: 'Pause brand rotation' }).click()
  await page.mouse.move(0, 0)
  const play = marquee.getByRole('button', { name: 'Play brand rotation' })
  await expect(play).toBeVisible()
  const stopped = await offset()
  await page.waitForTimeout(600)
  expect(await offset()).toBe(stopped)
  await play.click()
  await page.mouse.move(0, 0)
  await expect.poll(offset).not.toBe(stopped)
})
