import { describe, expect, it } from 'vitest'
import { GUIDE_STRIP_STEP } from '@haat/domain/constants/timings'
import { stripStartIndex, stripTarget } from '../../app/features/guides/strip-step.ts'

describe('featured guides strip: arrow step', () => {
  it('moves 4 cards per press (spec §9)', () => {
    expect(GUIDE_STRIP_STEP).toBe(4)
    expect(stripTarget(0, 'next', 12)).toBe(4)
    expect(stripTarget(4, 'next', 12)).toBe(8)
    expect(stripTarget(8, 'prev', 12)).toBe(4)
  })

  it('stops at the last snap instead of overshooting', () => {
    // 10 guides, 4 in view: Embla trims the end, leaving snaps 0..6.
    expect(stripTarget(4, 'next', 7)).toBe(6)
    expect(stripTarget(6, 'next', 7)).toBe(6)
  })

  it('stops at the first card going back', () => {
    expect(stripTarget(2, 'prev', 7)).toBe(0)
    expect(stripTarget(0, 'prev', 7)).toBe(0)
  })

  it('walks a long strip forward and back in steps of 4', () => {
    const seen: number[] = []
    let at = 0
    for (let press = 0; press < 4; press++) seen.push((at = stripTarget(at, 'next', 14)))
    for (let press = 0; press < 4; press++) seen.push((at = stripTarget(at, 'prev', 14)))
    expect(seen).toEqual([4, 8, 12, 13, 9, 5, 1, 0])
  })

  it('copes with an empty strip', () => {
    expect(stripTarget(0, 'next', 0)).toBe(0)
  })
})

describe('featured guides strip: where it opens', () => {
  const names = ['diwali', 'desk', 'monsoon', 'fitness']

  it('opens at the current guide', () => {
    expect(stripStartIndex(names, 'monsoon')).toBe(2)
  })

  it('opens at the start when the current guide is not featured or unknown', () => {
    expect(stripStartIndex(names, 'travel')).toBe(0)
    expect(stripStartIndex(names, undefined)).toBe(0)
  })
})
