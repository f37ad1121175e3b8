// Spec §4 upvote. Signed in: the savings screen, then the vote with the bearer token. Guests (first
// reading): local list, one call, optimistic count, 2 s lock. When the store requires sign-in to vote
// (second reading), a guest's tap starts sign-in with the vote pending.
import { useCallback } from 'react'
import { shallowEqual } from 'react-redux'
import { PENDING_ACTIONS } from '@haat/domain/constants/storage-keys'
import { UPVOTE_LOCK_MS } from '@haat/domain/constants/timings'
import type { OfferLike } from '@haat/domain/rules/discount'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { isApiRequestError } from '../../lib/api/transport.ts'
import { upvoteProduct } from '../../lib/api/votes.ts'
import { useAppDispatch, useAppSelector } from '../../store/store.ts'
import { useSignIn } from '../auth/use-sign-in.ts'
import {
  forgetGuestUpvote,
  readGuestUpvotes,
  storeGuestUpvote,
} from '../../lib/storage/guest-upvotes-storage.ts'
import type { PendingAction } from '../../store/auth-slice.ts'
import type { PendingUpvotePayload } from './pending-upvote.ts'
import { upvotesActions } from '../../store/upvotes-slice.ts'
import { voteFailed } from './vote-failed.ts'
import { useGuestUpvotesSync } from './use-guest-upvotes-sync.ts'
import { voteView, type VoteSubject } from './vote-state.ts'

/** The offer's code becomes the coupon (decision 0324); loaded after the vote, off the first load. */
function rememberCouponLater(code: string | null) {
  if (code) void import('../../lib/storage/coupon-storage.ts').then((m) => m.rememberCoupon(code))
}

/** The writer of the count a vote produced, for stored pages rendered before it (decision 0801): off
 *  the first load, fetched at the tap so that it has arrived with the vote's answer and writes at once. */
const recentUpvoteWriter = () => import('../../lib/storage/remember-recent-upvote.ts')

export type UpvoteProduct = VoteSubject & { offer: (OfferLike & { code?: string | null }) | null }

export type UpvoteState = {
  isUpvoted: boolean
  upvoteCount: number
  locked: boolean
  pending: boolean
  /** Resolves true when the vote stands (new or already stored), false when ignored or failed. */
  upvote: () => Promise<boolean>
}

/** The action a guest's vote leaves pending when it starts sign-in; `product/upvote` by default. */
export type SignInAction = (vote: PendingUpvotePayload) => PendingAction | Promise<PendingAction>

type Options = {
  signInAction?: SignInAction
  /** §8 "Upvote fails: … optional error callback": told when a vote was sent and failed. */
  onError?: (err: unknown) => void
}

export function useUpvote(product: UpvoteProduct, { signInAction, onError }: Options = {}): UpvoteState {
  useGuestUpvotesSync()
  const dispatch = useAppDispatch()
  const view = useAppSelector((s) => voteView(s.upvotes, product), shallowEqual)
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated)
  const requiresSignIn = useAppSelector((s) => s.auth.config.upvoteRequiresSignIn)
  const { signIn } = useSignIn()
  const { id } = product
  const offerCode = product.offer?.code ?? null

  const upvote = useCallback(async () => {
    // A tap on an upvoted (or still locked) product does nothing.
    if (view.isUpvoted || view.locked || view.pending) return false
    const shownCount = view.upvoteCount
    if (signedIn) {
      // Loaded on the first signed-in vote: its 2 s screen covers the fetch.
      const { signedInUpvote } = await import('./signed-in-upvote.ts')
      return signedInUpvote(dispatch, { id, upvoteCount: shownCount, offerCode }, { onError })
    }
    const payload: PendingUpvotePayload = {
      productId: id,
      upvoteCount: shownCount,
      ...(offerCode ? { offerCode } : {}),
    }
    const pendingAction = async (): Promise<PendingAction> =>
      signInAction ? signInAction(payload) : { type: PENDING_ACTIONS.upvote, payload }
    if (requiresSignIn) {
      void signIn(await pendingAction())
      return false
    }
    dispatch(upvotesActions.voteStarted({ id, upvoteCount: shownCount }))
    setTimeout(() => dispatch(upvotesActions.unlocked(id)), UPVOTE_LOCK_MS)

    if (readGuestUpvotes().includes(id)) {
      // Already stored: the server counted this vote before, so the shown count stays as it was.
      dispatch(upvotesActions.guestIdStored(id))
      dispatch(upvotesActions.voteSettled({ id, upvoteCount: shownCount, isUpvoted: true }))
      rememberCouponLater(offerCode)
      return true
    }
    const writer = recentUpvoteWriter()
    try {
      const result = await upvoteProduct(fetchTransport, id)
      dispatch(upvotesActions.guestListLoaded(storeGuestUpvote(id)))
      dispatch(upvotesActions.voteSettled({ id, upvoteCount: result.upvoteCount, isUpvoted: true }))
      void writer.then((m) => m.rememberRecentUpvote(id, result.upvoteCount))
      rememberCouponLater(offerCode)
      return true
    } catch (err) {
      dispatch(upvotesActions.guestListLoaded(forgetGuestUpvote(id)))
      // The store asks guests to sign in to vote (its setting changed since this page loaded).
      if (isApiRequestError(err) && err.status === 401) {
        dispatch(upvotesActions.voteSettled({ id, upvoteCount: shownCount, isUpvoted: false }))
        void signIn(await pendingAction())
      } else {
        voteFailed(dispatch, { id, upvoteCount: shownCount }, err)
        onError?.(err)
      }
      return false
    }
  }, [
    dispatch,
    id,
    offerCode,
    onError,
    requiresSignIn,
    signIn,
    signInAction,
    signedIn,
    view.isUpvoted,
    view.locked,
    view.pending,
    view.upvoteCount,
  ])

  return { ...view, upvote }
}
