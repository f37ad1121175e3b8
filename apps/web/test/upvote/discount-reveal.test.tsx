// Spec §4: the discounted price appears 300 ms after the vote; an earlier vote shows it at once.
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { useDiscountReveal } from '../../app/features/upvote/use-discount-reveal.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

test('turns true 300 ms after the vote, not before', () => {
  const { result, rerender } = renderHook(({ voted }) => useDiscountReveal(voted), {
    initialProps: { voted: false },
  })
  expect(result.current).toBe(false)
  rerender({ voted: true })
  act(() => vi.advanceTimersByTime(299))
  expect(result.current).toBe(false)
  act(() => vi.advanceTimersByTime(1))
  expect(result.current).toBe(true)
})

test('a reverted vote hides the price at once', () => {
  const { result, rerender } = renderHook(({ voted }) => useDiscountReveal(voted), {
    initialProps: { voted: true },
  })
  expect(result.current).toBe(true)
  rerender({ voted: false })
  expect(result.current).toBe(false)
})
