// The listing's cards cache is bounded by bytes as well as entries (issue 13: caches have byte limits):
// a settled load counts at its size, the least recently used go first, and one larger than the whole
// budget is not kept.
import { describe, expect, it } from 'vitest'
import { createTtlCache } from '../src/services/ttl-cache.ts'

const bytes = { maxBytes: 1000, sizeOf: (value: string) => value.length }

/** A load of a value of `size` characters that counts how often it ran. */
function countingLoad(size: number) {
  const counted = { loads: 0, load: async () => (counted.loads++, 'x'.repeat(size)) }
  return counted
}

describe('createTtlCache with a byte bound', () => {
  it('keeps loads while their sizes fit, dropping the least recently used', async () => {
    const cache = createTtlCache<string>(60_000, 100, () => {}, bytes)
    const loads: string[] = []
    const get = (key: string, size: number) =>
      cache.get(key, async () => {
        loads.push(key)
        return 'x'.repeat(size)
      })
    await get('a', 400)
    await get('b', 400)
    await get('a', 400) // a is now the most recently used
    expect(loads).toEqual(['a', 'b'])
    await get('c', 400) // 1,200 bytes: b goes
    await get('a', 400)
    await get('b', 400)
    expect(loads).toEqual(['a', 'b', 'c', 'b'])
  })

  it('does not keep a value larger than the whole budget', async () => {
    const cache = createTtlCache<string>(60_000, 100, () => {}, bytes)
    const big = countingLoad(1500)
    await cache.get('big', big.load)
    await cache.get('big', big.load)
    expect(big.loads).toBe(2)
  })

  it('shares one load among concurrent callers before it settles', async () => {
    const cache = createTtlCache<string>(60_000, 100, () => {}, bytes)
    const small = countingLoad(10)
    const [one, two] = await Promise.all([cache.get('k', small.load), cache.get('k', small.load)])
    expect(one).toBe(two)
    expect(small.loads).toBe(1)
  })
})
