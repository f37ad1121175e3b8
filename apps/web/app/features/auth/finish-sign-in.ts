// /login-success, start to end: the code exchange and userinfo (complete-sign-in.ts), then storage and
// state, the guest-vote merge, the way back to the remembered address and the pending action.
import { reportUiError } from '../../lib/api/ui-logger.ts'
import { authFailed, authLoading, pendingCleared, pendingSaved, signedIn } from '../../store/auth-slice.ts'
import type { AppDispatch } from '../../store/store.ts'
import { resumePendingAction } from '../upvote/pending-upvote.ts'
import { upvotesActions } from '../../store/upvotes-slice.ts'
import { openAdminSession } from './admin-session.ts'
import { storeSession, takeAttempt, takePending } from './auth-storage.ts'
import { completeSignIn, SignInError } from './complete-sign-in.ts'
import { mergeGuestVotes, NoGuestUpvotesError } from './merge-guest-votes.ts'
import type { SignInSettings } from '../../lib/sign-in-settings.ts'

type Options = {
  settings: SignInSettings
  search: string
  origin: string
  /** Replace-navigation to the remembered address; resolves once the page is there. */
  navigate: (to: string) => void | Promise<void>
  fetchFn?: typeof fetch
}

/** Resolves with the error for the page to show, or null when the shopper was sent on their way. */
export async function finishSignIn(dispatch: AppDispatch, options: Options): Promise<SignInError | null> {
  const { settings, search, origin, navigate, fetchFn } = options
  dispatch(authLoading())
  // Taken (removed) before anything else: a reload of this page never exchanges the same code again.
  const attempt = takeAttempt()
  let session
  try {
    session = await completeSignIn({
      settings,
      params: new URLSearchParams(search),
      attempt,
      origin,
      fetchFn,
    })
  } catch (err) {
    const error = err instanceof SignInError ? err : new SignInError(String(err), 'tokens')
    dispatch(authFailed(error.message))
    reportUiError({ severity: 'warn', source: 'sign-in', message: error.message })
    return error
  }
  storeSession(session)
  dispatch(signedIn(session))
  await openAdminSession(session.accessToken, fetchFn)
  try {
    const merged = await mergeGuestVotes()
    dispatch(upvotesActions.guestListLoaded([]))
    if (merged.length > 0) dispatch(upvotesActions.accountVotesLoaded(merged))
  } catch (err) {
    // Nothing stored is the merge's own rejection (§5), not a failure. Otherwise the shopper is signed in
    // either way and the list stays for the next sign-in.
    if (!(err instanceof NoGuestUpvotesError))
      reportUiError({ severity: 'warn', source: 'merge-guest-upvotes', message: String(err) })
  }
  // §3 auth state: storage carried them across the provider's pages; the state holds them from here
  // until the action has run.
  const { redirect, action } = takePending()
  dispatch(pendingSaved({ redirect: redirect || '/', action }))
  // The pending action runs on the page it was asked from (the savings screen over that product).
  await navigate(redirect || '/')
  if (action) void resumePendingAction(dispatch, action).finally(() => dispatch(pendingCleared()))
  else dispatch(pendingCleared())
  return null
}
