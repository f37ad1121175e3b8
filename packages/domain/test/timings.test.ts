import { describe, expect, it } from 'vitest'
import * as t from '../src/constants/timings.ts'

// Spec §9 figures, written out here a second time so a slip in either place fails.
const SPEC: Record<string, number> = {
  API_TIMEOUT_MS: 10000,
  TAPES_PAGE_SIZE: 10,
  TAPE_SEED_MAX: 9999,
  TAPE_CACHE_SECONDS: 300,
  PRODUCT_PAGE_SIZE: 10,
  BINGE_TEASER_SIZE: 5,
  BINGE_VIDEOS: 4,
  BANNER_COUNT: 6,
  STATIC_BRAND_COUNT: 8,
  CATEGORY_ICON_COUNT: 11,
  RANDOM_TAG_COUNT: 10,
  SUGGESTED_REELS: 7,
  POPULAR_THRESHOLD: 50,
  UPVOTE_LOCK_MS: 2000,
  SAVINGS_LOADING_MS: 2000,
  PRICE_REVEAL_MS: 300,
  CONFETTI_MS: 3000,
  CONFETTI_PARTICLES: 200,
  CONFETTI_PARTICLES_BUY_CARD: 300,
  OPTION_HINT_MS: 3000,
  CART_SYNC_DEBOUNCE_MS: 1000,
  SHEET_CLOSE_MS: 300,
  INFINITE_SCROLL_THRESHOLD: 0.9,
  CAROUSEL_AUTOPLAY_MS: 3000,
  GUIDE_STRIP_STEP: 4,
  BOTTOM_BAR_SCROLL_PX: 10,
  REEL_PLAY_VISIBILITY: 0.75,
  REEL_ROTATE_MS: 5000,
  SWIPE_LOCK_PX: 95,
  SWIPE_HINT_MAX: 5,
  MOBILE_BREAKPOINT_PX: 768,
  SCROLL_RESTORE_VALID_MS: 300_000,
  SCROLL_RESTORE_CLEAN_MS: 600_000,
  CLICK_ID_COOKIE_DAYS: 90,
  BREADCRUMB_MAX: 30,
  BREADCRUMB_CUT: 20,
}

describe('timings', () => {
  it.each(Object.entries(SPEC))('%s = %d', (name, value) => {
    expect((t as Record<string, unknown>)[name]).toBe(value)
  })
  it('prices in rupees', () => {
    expect(t.CURRENCY).toBe('INR')
    expect(t.CURRENCY_SYMBOL).toBe('₹')
  })
})
