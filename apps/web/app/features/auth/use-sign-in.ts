// The page's way into sign-in and out of it. Sign-in returns to the address the shopper is on when they
// tap (path + query), with an optional pending action to resume. The flows' code (PKCE, redirects) loads
// on the tap: every page has these buttons, few shoppers press them.
import { useCallback } from 'react'
import { reportUiError } from '../../lib/api/ui-logger.ts'
import { authFailed, authLoading, pendingSaved, type PendingAction } from '../../store/auth-slice.ts'
import { useAppDispatch, useAppSelector } from '../../store/store.ts'

export function useSignIn() {
  const settings = useAppSelector((s) => s.auth.config.signIn)
  const dispatch = useAppDispatch()

  const signIn = useCallback(
    async (pendingAction: PendingAction | null = null) => {
      if (!settings) return false // sign-in is switched off on this store
      dispatch(authLoading())
      try {
        const { pathname, search } = window.location
        const { startSignIn } = await import('./start-sign-in.ts')
        await startSignIn(settings, {
          returnTo: `${pathname}${search}`,
          pendingAction,
          // §3: the auth state holds them too (storage carries them across the provider's pages).
          onPending: (redirect, action) => dispatch(pendingSaved({ redirect, action })),
        })
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
  return useCallback(async () => {
    const { signOut } = await import('./sign-out.ts')
    await signOut(dispatch, settings)
  }, [dispatch, settings])
}
