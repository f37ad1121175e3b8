import { describe, expect, it } from 'vitest'
import { localeOfPath, pathIn } from '../../app/lib/i18n/locale.ts'

describe('locale from the address', () => {
  it('reads /hi and /hi/… as Hindi and everything else as English', () => {
    expect(['/hi', '/hi/', '/hi/product/chai'].map(localeOfPath)).toEqual(['hi-IN', 'hi-IN', 'hi-IN'])
    expect(['/', '/history', '/product/hi', '/hindi'].map(localeOfPath)).toEqual([
      'en-IN',
      'en-IN',
      'en-IN',
      'en-IN',
    ])
  })

  it('puts a path under /hi for Hindi and leaves it for English', () => {
    expect([pathIn('hi-IN', '/'), pathIn('hi-IN', '/guides/monsoon')]).toEqual(['/hi', '/hi/guides/monsoon'])
    expect(pathIn('en-IN', '/guides/monsoon')).toBe('/guides/monsoon')
  })
})
