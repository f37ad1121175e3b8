// Spec §4 signed-in upvote: "Savings in the making!" for 2 s, then the vote (bearer token), then the
// caller celebrates. Used by the upvote buttons and by pending actions resumed after sign-in.
import { SAVINGS_LOADING_MS, UPVOTE_LOCK_MS } from '@haat/domain/constants/timings'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { rememberCoupon } from '../../lib/storage/coupon-storage.ts'
import { rememberRecentUpvote } from '../../lib/storage/remember-recent-upvote.ts'
import type { ApiTransport } from '../../lib/api/transport.ts'
import { upvoteProduct } from '../../lib/api/votes.ts'
import type { AppDispatch } from '../../store/store.ts'
import { upvotesActions } from '../../store/upvotes-slice.ts'
import { voteFailed } from './vote-failed.ts'

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

type Deps = {
  api?: ApiTransport
  sleep?: (ms: number) => Promise<void>
  /** §8: the caller's optional error callback, after the failure is logged and the count put back. */
  onError?: (err: unknown) => void
}

/** Resolves true when the vote stands. The count goes up at once; a failure puts it back. */
export async function signedInUpvote(
  dispatch: AppDispatch,
  product: { id: number; upvoteCount: number; offerCode?: string | null },
  { api = fetchTransport, sleep = wait, onError }: Deps = {},
): Promise<boolean> {
  const { id, upvoteCount } = product
  dispatch(upvotesActions.voteStarted({ id, upvoteCount }))
  setTimeout(() => dispatch(upvotesActions.unlocked(id)), UPVOTE_LOCK_MS)
  dispatch(upvotesActions.savingsScreenShown(true))
  try {
    await sleep(SAVINGS_LOADING_MS)
    const result = await upvoteProduct(api, id)
    dispatch(upvotesActions.voteSettled({ id, upvoteCount: result.upvoteCount, isUpvoted: true }))
    rememberRecentUpvote(id, result.upvoteCount)
    rememberCoupon(product.offerCode)
    return true
  } catch (err) {
    voteFailed(dispatch, { id, upvoteCount }, err)
    onError?.(err)
    return false
  } finally {
    dispatch(upvotesActions.savingsScreenShown(false))
  }
}
