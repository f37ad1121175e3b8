// The page's way into sign-in and out of it. Sign-in returns to the address the shopper is on when they
// tap (path + query), with an optional pending action to resume.
import { useCallback } from 'react'
import { reportUiError } from '../../lib/api/ui-logger.ts'
import { authFailed, authLoading, type PendingAction } from '../../store/auth-slice.ts'
import { useAppDispatch, useAppSelector } from '../../store/store.ts'
import { signOut } from './sign-out.ts'
import { startSignIn } from './start-sign-in.ts'

export function useSignIn() {
  const settings = useAppSelector((s) => s.auth.config.signIn)
  const dispatch = useAppDispatch()

  const signIn = useCallback(
    async (pendingAction: PendingAction | null = null) => {
      if (!settings) return false // sign-in is switched off on this store
      dispatch(authLoading())
      try {
        const { pathname, search } = window.location
        await startSignIn(settings, { returnTo: `${pathname}${search}`, pendingAction })
        return true
      } catch (err) {
        reportUiError({ severity: 'error', source: 'sign-in', message: String(err) })
        dispatch(authFailed('Sign-in could not start. Please try again.'))
        return false
      }
    },
    [dispatch, settings],
  )
  return { available: settings !== null, signIn }
}

export function useSignOut() {
  const settings = useAppSelector((s) => s.auth.config.signIn)
  const dispatch = useAppDispatch()
  return useCallback(() => signOut(dispatch, settings), [dispatch, settings])
}
