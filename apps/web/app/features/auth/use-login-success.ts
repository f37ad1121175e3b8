// Runs the return from the provider once, after hydration (the code and verifier exist only in the
// browser). The page shows "Signing you in…" until it is done, or the reason it failed.
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../store/store.ts'
import { takePending } from './auth-storage.ts'
import { SignInError } from './complete-sign-in.ts'
import { finishSignIn } from './finish-sign-in.ts'
import { startSignIn } from './start-sign-in.ts'
import { HINDI_PREFIX, localeOfPath } from '../../lib/i18n/locale.ts'

export const SIGN_IN_OFF = 'Sign-in is not available on this store right now.'

export function useLoginSuccess() {
  const settings = useAppSelector((s) => s.auth.config.signIn)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [error, setError] = useState<SignInError | null>(null)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (!settings) return setError(new SignInError(SIGN_IN_OFF, 'provider'))
    const hindi = localeOfPath(window.location.pathname) === 'hi-IN'
    void finishSignIn(dispatch, {
      settings,
      search: window.location.search,
      // On /hi/login-success the return address and the router's paths are under /hi (decision 0790).
      origin: window.location.origin + (hindi ? HINDI_PREFIX : ''),
      navigate: (to) => navigate(hindi ? to.slice(HINDI_PREFIX.length) || '/' : to, { replace: true }),
    }).then(setError)
  }, [dispatch, navigate, settings])

  /** Starts over, back to where the shopper was and with what they were doing. */
  const tryAgain = settings
    ? () => {
        const { redirect, action } = takePending()
        void startSignIn(settings, { returnTo: redirect ?? '/', pendingAction: action })
      }
    : null
  return { error, tryAgain }
}
