import { describe, expect, it } from 'vitest'
import { isPopular, upvoteButtonLabel } from '../src/rules/upvote.ts'

const pct20 = { type: 'PERCENT' as const, value: 20 }

describe('upvoteButtonLabel', () => {
  it('reads UPVOTE without an offer', () => {
    expect(upvoteButtonLabel({ isUpvoted: false, offer: null, variant: 'button' })).toBe('UPVOTE')
    expect(upvoteButtonLabel({ isUpvoted: false, offer: null, variant: 'card' })).toBe('UPVOTE')
  })
  it('names the offer to unlock', () => {
    expect(upvoteButtonLabel({ isUpvoted: false, offer: pct20, variant: 'button' })).toBe('Unlock 20% off')
    expect(
      upvoteButtonLabel({ isUpvoted: false, offer: { type: 'AMOUNT', value: 1500 }, variant: 'card' }),
    ).toBe('Unlock ₹1,500 off')
  })
  it('reads Voted on the button and Upvoted on a card once voted', () => {
    expect(upvoteButtonLabel({ isUpvoted: true, offer: pct20, variant: 'button' })).toBe('Voted')
    expect(upvoteButtonLabel({ isUpvoted: true, offer: pct20, variant: 'card' })).toBe('Upvoted')
  })
})

describe('isPopular', () => {
  it('starts at 50 upvotes', () => {
    expect(isPopular(49)).toBe(false)
    expect(isPopular(50)).toBe(true)
    expect(isPopular(51)).toBe(true)
  })
})
