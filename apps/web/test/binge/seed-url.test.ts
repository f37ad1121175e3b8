import { describe, expect, it } from 'vitest'
import { isSeedWrittenIn, seedOf } from '../../app/features/binge/seed-url.ts'

const url = (path: string) => new URL(path, 'http://haat.test')

describe('binge seed in the address', () => {
  it('reads a valid seed and ignores junk', () => {
    expect(seedOf(url('/binge?seed=42'))).toBe(42)
    expect(seedOf(url('/binge?seed=0'))).toBe(0)
    expect(seedOf(url('/binge?seed=10000'))).toBeNull()
    expect(seedOf(url('/binge?seed=abc'))).toBeNull()
    expect(seedOf(url('/binge'))).toBeNull()
  })

  it('recognises the page writing its drawn seed into the address', () => {
    expect(isSeedWrittenIn(url('/binge'), url('/binge?seed=42'))).toBe(true)
    expect(isSeedWrittenIn(url('/binge?seed=x'), url('/binge?seed=42'))).toBe(true)
  })

  it('reloads for every other change', () => {
    expect(isSeedWrittenIn(url('/binge?seed=1'), url('/binge?seed=42'))).toBe(false)
    expect(isSeedWrittenIn(url('/binge?seed=1'), url('/binge'))).toBe(false)
    expect(isSeedWrittenIn(url('/binge'), url('/binge/3?seed=42'))).toBe(false)
  })
})
