// Spec §4 logout: clear the stored sign-in and the coupon, reset the state, then the provider's sign-out
// (end-session with the client id, back to /logout-redirect). The access token stays valid at the API
// until its hour is up (docs/decisions/0261), so dropping it here is what signs this browser out.
import { signedOut } from '../../store/auth-slice.ts'
import type { AppDispatch } from '../../store/store.ts'
import { clearAuthStorage } from './auth-storage.ts'
import { LOGOUT_REDIRECT_PATH, type SignInSettings } from './sign-in-settings.ts'

export function endSessionUrl(settings: SignInSettings | null, origin: string): string {
  const back = `${origin}${LOGOUT_REDIRECT_PATH}`
  if (!settings?.endSessionEndpoint) return back // the issuer has no sign-out: the store's own page
  const url = new URL(settings.endSessionEndpoint)
  url.searchParams.set('client_id', settings.clientId)
  url.searchParams.set('post_logout_redirect_uri', back)
  return url.toString()
}

export function signOut(
  dispatch: AppDispatch,
  settings: SignInSettings | null,
  go: (url: string) => void = (url) => window.location.assign(url),
): void {
  clearAuthStorage()
  dispatch(signedOut())
  go(endSessionUrl(settings, window.location.origin))
}
