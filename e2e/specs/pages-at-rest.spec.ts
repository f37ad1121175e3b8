// A page the shopper is only looking at does no work: no render loop, no observer storm. A reel handed
// its visibility ref to a router <Link>, which merges refs anew on each render: every commit re-observed
// the card, the observer answered a frame later and the answer rendered again, sixty times a second for
// as long as the page was open (found by profiling Lighthouse's product page: 1,400 callbacks in 4 s).
// Reduced motion keeps the reel strips still, so nothing may move at all.
import { expect, test } from '../support/test.ts'

const PAGES = ['/', '/product/chargewala-65-w-gan-charger', '/browse-all', '/binge']

for (const path of PAGES) {
  test(`${path} at rest: no observer callbacks and no frames asked for`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.addInitScript(() => {
      const w = window as unknown as { work: Record<string, number> }
      w.work = { observed: 0, frames: 0 }
      const Observer = window.IntersectionObserver
      window.IntersectionObserver = class extends Observer {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super((entries, observer) => {
            w.work.observed! += entries.length
            callback(entries, observer)
          }, options)
        }
      }
      const frame = window.requestAnimationFrame.bind(window)
      window.requestAnimationFrame = (callback) => {
        w.work.frames! += 1
        return frame(callback)
      }
    })
    test.setTimeout(60_000)
    await page.goto(path, { waitUntil: 'load' }) // and hydrated (support/test.ts)
    const work = () =>
      page.evaluate(() => ({ ...(window as unknown as { work: Record<string, number> }).work }))
    // Lazy parts load and answer their first observations after hydration, later on a loaded machine:
    // the page must come to rest, a whole second without work, within 20 s. A render loop never does.
    await expect(async () => {
      const before = await work()
      await page.waitForTimeout(1000)
      const after = await work()
      expect(after.observed - before.observed, 'observer callbacks in a second at rest').toBe(0)
      expect(after.frames - before.frames, 'animation frames asked for in a second at rest').toBeLessThan(5)
    }).toPass({ intervals: [0], timeout: 20_000 })
  })
}
