// Spec §4: the discounted price appears beside the struck-through price 300 ms after the vote.
import { useEffect, useState } from 'react'
import { PRICE_REVEAL_MS } from '@haat/domain/constants/timings'

/** True 300 ms after `isUpvoted` turns true; false at once when it turns false. */
export function useDiscountReveal(isUpvoted: boolean): boolean {
  // Already voted when first shown (e.g. an earlier visit): no delay, the price is simply there.
  const [revealed, setRevealed] = useState(isUpvoted)
  useEffect(() => {
    const timer = setTimeout(() => setRevealed(isUpvoted), isUpvoted ? PRICE_REVEAL_MS : 0)
    return () => clearTimeout(timer)
  }, [isUpvoted])
  return revealed && isUpvoted
}
