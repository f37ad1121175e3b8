// Spec §4 upvote, guest flow (first reading): local list, one call, optimistic count, 2 s lock.
import { useCallback } from 'react'
import { shallowEqual } from 'react-redux'
import { UPVOTE_LOCK_MS } from '@haat/domain/constants/timings'
import type { OfferLike } from '@haat/domain/rules/discount'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { reportUiError } from '../../lib/api/ui-logger.ts'
import { upvoteProduct } from '../../lib/api/votes.ts'
import { useAppDispatch, useAppSelector } from '../../store/store.ts'
import { forgetGuestUpvote, readGuestUpvotes, storeGuestUpvote } from './guest-upvotes-storage.ts'
import { upvotesActions } from './upvotes-slice.ts'
import { useGuestUpvotesSync } from './use-guest-upvotes-sync.ts'
import { voteView, type VoteSubject } from './vote-state.ts'

export type UpvoteProduct = VoteSubject & { offer: OfferLike | null }

export type UpvoteState = {
  isUpvoted: boolean
  upvoteCount: number
  locked: boolean
  pending: boolean
  /** Resolves true when the vote stands (new or already stored), false when ignored or failed. */
  upvote: () => Promise<boolean>
}

export function useUpvote(product: UpvoteProduct): UpvoteState {
  useGuestUpvotesSync()
  const dispatch = useAppDispatch()
  const view = useAppSelector((s) => voteView(s.upvotes, product), shallowEqual)
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated)
  const { id } = product

  const upvote = useCallback(async () => {
    // A tap on an upvoted (or still locked) product does nothing.
    if (view.isUpvoted || view.locked || view.pending) return false
    const shownCount = view.upvoteCount
    dispatch(upvotesActions.voteStarted({ id, upvoteCount: shownCount }))
    setTimeout(() => dispatch(upvotesActions.unlocked(id)), UPVOTE_LOCK_MS)

    if (!signedIn && readGuestUpvotes().includes(id)) {
      // Already stored: the server counted this vote before, so the shown count stays as it was.
      dispatch(upvotesActions.guestIdStored(id))
      dispatch(upvotesActions.voteSettled({ id, upvoteCount: shownCount, isUpvoted: true }))
      return true
    }
    try {
      const result = await upvoteProduct(fetchTransport, id)
      if (!signedIn) dispatch(upvotesActions.guestListLoaded(storeGuestUpvote(id)))
      dispatch(upvotesActions.voteSettled({ id, upvoteCount: result.upvoteCount, isUpvoted: true }))
      return true
    } catch (err) {
      if (!signedIn) dispatch(upvotesActions.guestListLoaded(forgetGuestUpvote(id)))
      dispatch(upvotesActions.voteSettled({ id, upvoteCount: shownCount, isUpvoted: false }))
      const message = err instanceof Error ? err.message : String(err)
      reportUiError({
        severity: 'error',
        source: 'upvote',
        message: `Upvote of product ${id} failed: ${message}`,
      })
      return false
    }
  }, [dispatch, id, signedIn, view.isUpvoted, view.locked, view.pending, view.upvoteCount])

  return { ...view, upvote }
}
