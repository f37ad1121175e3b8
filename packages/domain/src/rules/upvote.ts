// Spec §4 upvote button texts and the §2 popular highlight.
import { UPVOTE, UPVOTED, VOTED, unlockOfferOff } from '../constants/messages.ts'
import { POPULAR_THRESHOLD } from '../constants/timings.ts'
import { offerLabel, type OfferLike } from './discount.ts'

/**
 * Not voted: 'UPVOTE', or 'Unlock 20% off' when an offer exists.
 * Voted: 'Voted' on the buy-card button, 'Upvoted' on a product card.
 */
export function upvoteButtonLabel(p: {
  isUpvoted: boolean
  offer: OfferLike | null | undefined
  variant: 'button' | 'card'
}): string {
  if (p.isUpvoted) return p.variant === 'card' ? UPVOTED : VOTED
  return p.offer ? unlockOfferOff(offerLabel(p.offer)) : UPVOTE
}

/** Cards with 50 or more upvotes are highlighted. */
export function isPopular(upvoteCount: number): boolean {
  return upvoteCount >= POPULAR_THRESHOLD
}
