// Keeps the auth state in step with storage: restored after hydration (tokens live in localStorage, so
// the server renders every page signed out), signed out when the API refuses the token, and followed
// when another tab signs in or out. While signed in, the shopper's votes mark the products they upvoted.
import { useEffect } from 'react'
import { ACCESS_TOKEN_KEY } from '@haat/domain/constants/storage-keys'
import { fetchTransport, onBearerRejected } from '../../lib/api/fetch-transport.ts'
import { getUserVotes } from '../../lib/api/user.ts'
import { sessionEnded, signedIn, signedOut } from '../../store/auth-slice.ts'
import { useAppDispatch, useAppSelector, type AppDispatch } from '../../store/store.ts'
import { upvotesActions } from '../../store/upvotes-slice.ts'
import { clearAuthStorage, readSession } from './auth-storage.ts'
import { tokenExpired } from './token-expiry.ts'

/** A token that ran out while the shopper was away ends the session at once, not at the first 401. */
function restore(dispatch: AppDispatch) {
  const session = readSession()
  if (!session) return
  if (!tokenExpired(session.accessToken)) return void dispatch(signedIn(session))
  clearAuthStorage()
  dispatch(sessionEnded())
}

export function useAuthSession(): void {
  const dispatch = useAppDispatch()
  const userId = useAppSelector((s) => s.auth.user?.id ?? null)

  useEffect(() => {
    restore(dispatch)
    const stopListening = onBearerRejected(() => {
      clearAuthStorage()
      dispatch(sessionEnded())
      dispatch(upvotesActions.accountVotesCleared())
    })
    const onStorage = (e: StorageEvent) => {
      if (e.storageArea !== window.localStorage || (e.key !== ACCESS_TOKEN_KEY && e.key !== null)) return
      if (readSession()) restore(dispatch)
      else dispatch(signedOut())
    }
    window.addEventListener('storage', onStorage)
    return () => {
      stopListening()
      window.removeEventListener('storage', onStorage)
    }
  }, [dispatch])

  useEffect(() => {
    if (!userId) return void dispatch(upvotesActions.accountVotesCleared())
    let current = true
    getUserVotes(fetchTransport, userId)
      .then((votes) => current && dispatch(upvotesActions.accountVotesLoaded(votes.upvotedProductIds)))
      .catch(() => {}) // a 401 signs out through the transport; other failures leave buttons as they are
    return () => {
      current = false
    }
  }, [dispatch, userId])
}
