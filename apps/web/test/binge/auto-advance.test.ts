import { describe, expect, it } from 'vitest'
import { BINGE_VIDEOS } from '@haat/domain/constants/timings'
import { loopsAt, nextAutoAdvance } from '../../app/features/binge/auto-advance.ts'

/** Follows auto-advance from the first video until it stops, as a shopper who never scrolls would. */
function watchFromStart(count: number): number[] {
  const order = [0]
  for (let next = nextAutoAdvance(0, count); next !== null; next = nextAutoAdvance(next, count))
    order.push(next)
  return order
}

describe('binge auto-advance (spec §4: through the first 4 videos)', () => {
  it('plays the first 4 videos in order, then stays on the 4th', () => {
    expect(BINGE_VIDEOS).toBe(4)
    expect(watchFromStart(10)).toEqual([0, 1, 2, 3])
  })

  it('never advances from the 4th video or later', () => {
    for (const index of [3, 4, 7, 9]) expect(nextAutoAdvance(index, 10)).toBeNull()
  })

  it('stops at the last video when fewer than 4 are loaded', () => {
    expect(watchFromStart(3)).toEqual([0, 1, 2])
    expect(watchFromStart(1)).toEqual([0])
  })

  it('loops exactly the videos that do not advance', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => loopsAt(i, 6))).toEqual([false, false, false, true, true, true])
    expect([0, 1].map((i) => loopsAt(i, 2))).toEqual([false, true])
  })
})
