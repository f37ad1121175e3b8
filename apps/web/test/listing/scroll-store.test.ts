// Spec §9 listing scroll restore storage: keyed by URL, used for 5 minutes, removed after 10.
import { beforeEach, expect, test, vi } from 'vitest'
import {
  LISTING_SCROLL_KEY,
  readListingScroll,
  saveListingScroll,
} from '../../app/features/listing/scroll-store.ts'

const MIN = 60_000
const t0 = 1_800_000_000_000

beforeEach(() => sessionStorage.clear())

test('an entry is read back for its own URL with its pages', () => {
  saveListingScroll('/browse-all?sortBy=new', 1200, [{ pageNumber: 0 }, { pageNumber: 1 }], t0)
  expect(readListingScroll('/browse-all?sortBy=new', t0 + MIN)).toEqual({
    y: 1200,
    savedAt: t0,
    pages: [{ pageNumber: 0 }, { pageNumber: 1 }],
  })
  expect(readListingScroll('/browse-all', t0 + MIN)).toBeNull()
})

test('valid for 5 minutes, then ignored', () => {
  saveListingScroll('/tags/gifting', 300, [], t0)
  expect(readListingScroll('/tags/gifting', t0 + 5 * MIN)?.y).toBe(300)
  expect(readListingScroll('/tags/gifting', t0 + 5 * MIN + 1)).toBeNull()
})

test('entries older than 10 minutes are cleaned when another is saved', () => {
  saveListingScroll('/old', 10, [], t0)
  saveListingScroll('/recent', 20, [], t0 + 6 * MIN)
  saveListingScroll('/now', 30, [], t0 + 10 * MIN + 1)
  const stored = JSON.parse(sessionStorage.getItem(LISTING_SCROLL_KEY) ?? '{}')
  expect(Object.keys(stored).sort()).toEqual(['/now', '/recent'])
})

test('when the pages do not fit, the position is still kept', () => {
  const setItem = Storage.prototype.setItem
  const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
    if (value.length > 200) throw new DOMException('full', 'QuotaExceededError')
    setItem.call(this, key, value)
  })
  try {
    saveListingScroll('/browse-all', 900, [{ content: 'x'.repeat(500) }], t0)
    expect(readListingScroll('/browse-all', t0)).toEqual({ y: 900, savedAt: t0, pages: [] })
  } finally {
    spy.mockRestore()
  }
})

test('junk in storage is ignored, not thrown', () => {
  sessionStorage.setItem(LISTING_SCROLL_KEY, '{not json')
  expect(readListingScroll('/browse-all', t0)).toBeNull()
  saveListingScroll('/browse-all', 5, [], t0)
  expect(readListingScroll('/browse-all', t0)?.y).toBe(5)
})
