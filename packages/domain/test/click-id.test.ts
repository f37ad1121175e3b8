import { describe, expect, it } from 'vitest'
import { CLICK_ID_MAX_AGE_SECONDS, clickIdValue, newClickId } from '../src/rules/click-id.ts'

describe('click id (_fbc)', () => {
  it("is Meta's fb.1.<ms>.<fbclid>, kept 90 days, written once per click id", () => {
    expect(clickIdValue('AbC', 1700000000000)).toBe('fb.1.1700000000000.AbC')
    expect(CLICK_ID_MAX_AGE_SECONDS).toBe(90 * 24 * 60 * 60)
    expect(newClickId('AbC', undefined, 5)).toBe('fb.1.5.AbC')
    expect(newClickId('AbC', 'fb.1.1.AbC', 5)).toBeNull()
    expect(newClickId('New', 'fb.1.1.AbC', 5)).toBe('fb.1.5.New')
    expect(newClickId(' ', undefined, 5)).toBeNull()
    expect(newClickId(null, undefined, 5)).toBeNull()
  })
})
