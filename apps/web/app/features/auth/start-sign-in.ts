// Spec §4 login: remember where the shopper is (path + query) and what they were doing, then send them
// to the provider's authorize endpoint (code flow, state, PKCE S256).
import type { PendingAction } from '../../store/auth-slice.ts'
import { storeAttempt, storePending } from './auth-storage.ts'
import { newSignInAttempt } from './pkce.ts'
import { HINDI_PREFIX, localeOfPath } from '../../lib/i18n/locale.ts'
import { LOGIN_SUCCESS_PATH, LOGOUT_REDIRECT_PATH, type SignInSettings } from '../../lib/sign-in-settings.ts'

type AuthorizeParams = { origin: string; state: string; challenge: string }

export function authorizeUrl(settings: SignInSettings, { origin, state, challenge }: AuthorizeParams) {
  const url = new URL(settings.authorizationEndpoint)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('client_id', settings.clientId)
  url.searchParams.set('redirect_uri', `${origin}${LOGIN_SUCCESS_PATH}`)
  url.searchParams.set('scope', settings.scope)
  url.searchParams.set('state', state)
  url.searchParams.set('code_challenge', challenge)
  url.searchParams.set('code_challenge_method', 'S256')
  if (settings.audience) url.searchParams.set('audience', settings.audience)
  return url.toString()
}

type StartOptions = {
  /** Path plus query to come back to; the provider's return pages are never a destination. */
  returnTo: string
  pendingAction?: PendingAction | null
  /** Told what was remembered (the Redux auth state keeps it too). */
  onPending?: (redirect: string, action: PendingAction | null) => void
  /** Replaced in tests; the browser's own navigation otherwise. */
  go?: (url: string) => void
}

export async function startSignIn(settings: SignInSettings, options: StartOptions): Promise<void> {
  const { returnTo, pendingAction = null, onPending, go = (url) => window.location.assign(url) } = options
  const attempt = await newSignInAttempt()
  storeAttempt({ state: attempt.state, verifier: attempt.verifier })
  const returnPage = [LOGIN_SUCCESS_PATH, LOGOUT_REDIRECT_PATH].some((p) => returnTo.startsWith(p))
  const redirect = returnPage ? '/' : returnTo
  storePending(redirect, pendingAction)
  onPending?.(redirect, pendingAction)
  // A Hindi page comes back through /hi/login-success, so the shopper stays in Hindi (decision 0790).
  const back = window.location.origin + (localeOfPath(redirect) === 'hi-IN' ? HINDI_PREFIX : '')
  go(authorizeUrl(settings, { origin: back, ...attempt }))
}
