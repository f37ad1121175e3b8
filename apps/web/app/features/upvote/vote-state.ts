// What a product's vote looks like right now: this tab's own votes win, then the guest list and the
// signed-in shopper's votes, then the server's answer (which SSR renders as a guest, before the list is
// known), never below the count this browser's own recent vote produced (decision 0801).
import type { UpvotesState } from '../../store/upvotes-slice.ts'

export type VoteSubject = { id: number; upvoteCount: number; isUpvoted: boolean }

export type VoteView = { isUpvoted: boolean; upvoteCount: number; pending: boolean; locked: boolean }

export function voteView(state: UpvotesState, product: VoteSubject): VoteView {
  const local = state.votes[product.id]
  if (local) return local
  const inGuestList = state.loaded && state.guestIds.includes(product.id)
  return {
    isUpvoted: product.isUpvoted || inGuestList || state.accountIds.includes(product.id),
    // A count never goes down: a stored page rendered before this browser's own vote shows one less.
    upvoteCount: Math.max(product.upvoteCount, state.recentCounts[product.id] ?? 0),
    pending: false,
    locked: false,
  }
}
