// Guest upvotes (spec §3/§4) shared by every card, buy card and bar on the page, so all of them agree.
// `guestIds` mirrors localStorage guest_upvotes; `accountIds` are the signed-in shopper's votes (pages are
// rendered as a guest on the server); `votes` holds what this tab learned by voting.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { addGuestUpvote, removeGuestUpvote } from '@haat/domain/rules/guest-upvotes'

export type LocalVote = {
  upvoteCount: number
  isUpvoted: boolean
  /** A call is in flight. */
  pending: boolean
  /** §4: the button stays locked for 2 s after a tap. */
  locked: boolean
}

export type UpvotesState = {
  guestIds: number[]
  /** False until the list was read from storage (after hydration; SSR renders as a guest without it). */
  loaded: boolean
  accountIds: number[]
  votes: Record<number, LocalVote>
  /** Counts this browser's recent votes produced (decision 0801): a stored page may not show them yet. */
  recentCounts: Record<number, number>
  /** §4 signed-in flow: the "Savings in the making!" screen is up. */
  savingsScreen: boolean
}

export const initialUpvotesState: UpvotesState = {
  guestIds: [],
  loaded: false,
  accountIds: [],
  votes: {},
  recentCounts: {},
  savingsScreen: false,
}

type Id = { id: number }

export const upvotesSlice = createSlice({
  name: 'upvotes',
  initialState: initialUpvotesState,
  reducers: {
    guestListLoaded(state, action: PayloadAction<number[]>) {
      state.guestIds = action.payload
      state.loaded = true
    },
    guestIdStored(state, action: PayloadAction<number>) {
      state.guestIds = addGuestUpvote(state.guestIds, action.payload)
    },
    guestIdRemoved(state, action: PayloadAction<number>) {
      state.guestIds = removeGuestUpvote(state.guestIds, action.payload)
    },
    /** The tap: voted at once, count +1, locked, call pending. */
    voteStarted(state, action: PayloadAction<Id & { upvoteCount: number }>) {
      const { id, upvoteCount } = action.payload
      state.votes[id] = { upvoteCount: upvoteCount + 1, isUpvoted: true, pending: true, locked: true }
    },
    voteSettled(state, action: PayloadAction<Id & { upvoteCount: number; isUpvoted: boolean }>) {
      const { id, upvoteCount, isUpvoted } = action.payload
      state.votes[id] = { locked: state.votes[id]?.locked ?? false, pending: false, upvoteCount, isUpvoted }
    },
    recentUpvotesLoaded(state, action: PayloadAction<Record<number, number>>) {
      state.recentCounts = action.payload
    },
    /** Added, not replaced: the account's list and a just-merged guest list may arrive in either order. */
    accountVotesLoaded(state, action: PayloadAction<number[]>) {
      state.accountIds = [...new Set([...state.accountIds, ...action.payload])]
    },
    accountVotesCleared(state) {
      state.accountIds = []
    },
    savingsScreenShown(state, action: PayloadAction<boolean>) {
      state.savingsScreen = action.payload
    },
    unlocked(state, action: PayloadAction<number>) {
      const vote = state.votes[action.payload]
      if (vote) vote.locked = false
    },
  },
})

export const upvotesActions = upvotesSlice.actions
