// Spec §2/§9 swipe card: locked open past 95 px; the hint at most 5 times.
import { expect, test } from 'vitest'
import { SWIPE_REVEAL_PX, swipeHintTurn, swipeRestingX } from '../../app/features/listing/swipe-rules.ts'

test('a swipe of more than 95 px locks the card open; 95 px or less springs back', () => {
  expect(swipeRestingX(-96)).toBe(-SWIPE_REVEAL_PX)
  expect(swipeRestingX(-95)).toBe(0)
  expect(swipeRestingX(-40)).toBe(0)
  expect(swipeRestingX(12)).toBe(0)
  expect(SWIPE_REVEAL_PX).toBeGreaterThan(95)
})

test('the hint shows on the first five visits, never after', () => {
  let stored: string | null = null
  const shown: boolean[] = []
  for (let visit = 0; visit < 8; visit++) {
    const turn = swipeHintTurn(stored)
    shown.push(turn.show)
    stored = String(turn.next)
  }
  expect(shown).toEqual([true, true, true, true, true, false, false, false])
  expect(swipeHintTurn('junk')).toEqual({ show: true, next: 1 })
})
