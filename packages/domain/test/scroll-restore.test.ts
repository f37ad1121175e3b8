import { describe, expect, it } from 'vitest'
import { isScrollEntryFresh, pruneScrollEntries } from '../src/rules/scroll-restore.ts'

const now = 1_700_000_000_000
const min = 60_000

describe('isScrollEntryFresh', () => {
  it('is valid for 5 minutes', () => {
    expect(isScrollEntryFresh(now, now)).toBe(true)
    expect(isScrollEntryFresh(now - 5 * min, now)).toBe(true)
    expect(isScrollEntryFresh(now - 5 * min - 1, now)).toBe(false)
  })
})

describe('pruneScrollEntries', () => {
  it('drops entries older than 10 minutes and keeps the rest', () => {
    const entries = {
      '/browse-all': { y: 800, savedAt: now - 2 * min },
      '/brands/x': { y: 300, savedAt: now - 10 * min },
      '/tags/y': { y: 100, savedAt: now - 10 * min - 1 },
    }
    expect(pruneScrollEntries(entries, now)).toEqual({
      '/browse-all': { y: 800, savedAt: now - 2 * min },
      '/brands/x': { y: 300, savedAt: now - 10 * min },
    })
    expect(Object.keys(entries)).toHaveLength(3) // input untouched
  })
})
