// Decision 0801: a stored page may be rendered before this browser's own vote; the count the vote produced
// is kept for a minute in recent_upvotes and laid over the page's (the larger wins), after a reload too.
import { afterEach, expect, test } from 'vitest'
import { RECENT_UPVOTES_KEY } from '@haat/domain/constants/storage-keys'
import { RECENT_UPVOTE_MS } from '@haat/domain/constants/timings'
import { voteView } from '../../app/features/upvote/vote-state.ts'
import { readRecentUpvotes } from '../../app/lib/storage/recent-upvotes-storage.ts'
import { rememberRecentUpvote } from '../../app/lib/storage/remember-recent-upvote.ts'
import { initialUpvotesState } from '../../app/store/upvotes-slice.ts'

afterEach(() => localStorage.clear())

test('a vote is remembered with its count for RECENT_UPVOTE_MS, one entry a product', () => {
  rememberRecentUpvote(7, 12, 1000)
  rememberRecentUpvote(9, 3, 2000)
  rememberRecentUpvote(7, 13, 3000)
  expect(readRecentUpvotes(3000)).toEqual({ 7: 13, 9: 3 })
  expect(readRecentUpvotes(2000 + RECENT_UPVOTE_MS)).toEqual({ 7: 13 })
  expect(readRecentUpvotes(3000 + RECENT_UPVOTE_MS)).toEqual({})
  // Old entries are dropped when the next vote is written.
  rememberRecentUpvote(5, 1, 3000 + RECENT_UPVOTE_MS)
  expect(JSON.parse(localStorage.getItem(RECENT_UPVOTES_KEY)!)).toHaveLength(1)
})

test('unreadable storage gives nothing, not an error', () => {
  localStorage.setItem(RECENT_UPVOTES_KEY, '{not json')
  expect(readRecentUpvotes()).toEqual({})
  localStorage.setItem(RECENT_UPVOTES_KEY, JSON.stringify([{ id: 'x', upvoteCount: 2, at: Date.now() }, 4]))
  expect(readRecentUpvotes()).toEqual({})
})

test("a page older than the shopper's vote shows the vote's count; a newer one its own", () => {
  const state = { ...initialUpvotesState, loaded: true, guestIds: [7], recentCounts: { 7: 13 } }
  expect(voteView(state, { id: 7, upvoteCount: 12, isUpvoted: false })).toMatchObject({
    isUpvoted: true,
    upvoteCount: 13,
  })
  expect(voteView(state, { id: 7, upvoteCount: 20, isUpvoted: false }).upvoteCount).toBe(20)
  expect(voteView(state, { id: 8, upvoteCount: 4, isUpvoted: false }).upvoteCount).toBe(4)
})
