// adjust() lets the listing totals follow a vote (decision 0640). A load still under way when the vote
// lands may or may not have seen it, so it is dropped, unless the vote cannot move what it reads: a vote
// on a product outside a tag leaves that tag's sum being read alone (decision 0836).
import { expect, test } from 'vitest'
import { createTtlCache } from '../src/services/ttl-cache.ts'

/** A load the test settles when it likes, counting how often it ran. */
function heldLoads() {
  let release = (_value: number) => {}
  const held = { loads: 0, release: (value: number) => release(value) }
  const load = () => {
    held.loads++
    return new Promise<number>((resolve) => (release = resolve))
  }
  return { held, load }
}

const addOne = (_key: string, sum: number) => sum + 1

test('a settled sum follows the change', async () => {
  const cache = createTtlCache<number>(60_000, 100)
  await cache.get('tea', async () => 10)
  cache.adjust(addOne)
  expect(await cache.get('tea', async () => 0)).toBe(11)
})

test('a sum being read is dropped by a change that may move it, and read afresh by the next reader', async () => {
  const cache = createTtlCache<number>(60_000, 100)
  const { held, load } = heldLoads()
  const first = cache.get('tea', load)
  cache.adjust(addOne, () => false)
  held.release(10)
  expect(await first).toBe(10) // its caller keeps what it asked for
  const second = cache.get('tea', load)
  held.release(11)
  expect(await second).toBe(11)
  expect(held.loads).toBe(2)
})

test('a sum being read is kept through a change that cannot move it', async () => {
  const cache = createTtlCache<number>(60_000, 100)
  const { held, load } = heldLoads()
  const first = cache.get('tea', load)
  cache.adjust(addOne, (key) => key === 'tea')
  held.release(10)
  expect(await first).toBe(10)
  const again = cache.get('tea', load)
  expect(held.loads).toBe(1) // not read again
  held.release(12) // would settle a second read, had one started
  expect(await again).toBe(10)
})
