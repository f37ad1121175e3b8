// Spec §4 logout: clear the stored sign-in and the coupon, reset the state, call the logout mutation
// (the API revokes the access token at once), then the provider's sign-out (end-session with the client
// id, back to /logout-redirect), which ends the login session and its grants.
import { ACCOUNT_BAG_KEY } from '@haat/domain/constants/account-bag'
import { ACCESS_TOKEN_KEY } from '@haat/domain/constants/storage-keys'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import type { ApiTransport } from '../../lib/api/transport.ts'
import { revokeAccessToken } from '../../lib/api/user.ts'
import { signedOut } from '../../store/auth-slice.ts'
import type { AppDispatch } from '../../store/store.ts'
import { clearAuthStorage } from './auth-storage.ts'
import { LOGOUT_REDIRECT_PATH, type SignInSettings } from '../../lib/sign-in-settings.ts'

export function endSessionUrl(settings: SignInSettings | null, origin: string): string {
  const back = `${origin}${LOGOUT_REDIRECT_PATH}`
  if (!settings?.endSessionEndpoint) return back // the issuer has no sign-out: the store's own page
  const url = new URL(settings.endSessionEndpoint)
  url.searchParams.set('client_id', settings.clientId)
  url.searchParams.set('post_logout_redirect_uri', back)
  return url.toString()
}

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY)
  } catch {
    return null
  }
}

/** This browser's copy of the account's bag (decision 0785) goes with the sign-in. Here, not in
 * clearAuthStorage: that one is in every page's first JavaScript, this file loads on the tap. */
function forgetAccountBag(): void {
  try {
    window.localStorage.removeItem(ACCOUNT_BAG_KEY)
  } catch {
    // storage blocked: there is no copy either
  }
}

type Options = { go?: (url: string) => void; api?: ApiTransport }

export async function signOut(
  dispatch: AppDispatch,
  settings: SignInSettings | null,
  { go = (url) => window.location.assign(url), api = fetchTransport }: Options = {},
): Promise<void> {
  const token = storedToken()
  clearAuthStorage()
  forgetAccountBag()
  dispatch(signedOut())
  // A failed revocation (offline, API down) must not keep the shopper signed in: this browser has
  // already dropped the token, and the provider's sign-out still runs.
  if (token) await revokeAccessToken(api, token).catch(() => {})
  go(endSessionUrl(settings, window.location.origin))
}
