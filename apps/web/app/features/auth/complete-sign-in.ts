// Spec §4/§7/§8 return from the provider: check `state`, exchange the code (form-encoded, with the PKCE
// verifier), POST userinfo with the bearer token. Failures carry the spec's messages with the answer's body.
import { failedToFetchTokens, failedToFetchUserInfo } from '@haat/domain/constants/messages'
import type { AuthUser } from '../../store/auth-slice.ts'
import type { StoredSession } from './auth-storage.ts'
import type { SignInAttempt } from './pkce.ts'
import { LOGIN_SUCCESS_PATH, type SignInSettings } from '../../lib/sign-in-settings.ts'

export type SignInFailure = 'state' | 'provider' | 'tokens' | 'userinfo'

export class SignInError extends Error {
  /** 'state': the return did not match this tab's attempt, so starting again is the fix. */
  readonly kind: SignInFailure
  constructor(message: string, kind: SignInFailure) {
    super(message)
    this.name = 'SignInError'
    this.kind = kind
  }
}

export const STATE_MISMATCH =
  'This sign-in link does not match the one this tab started (or it was already used).'

type Inputs = {
  settings: SignInSettings
  /** The return address's query: code, state (and error from the provider). */
  params: URLSearchParams
  attempt: SignInAttempt | null
  origin: string
  fetchFn?: typeof fetch
}

async function bodyText(res: Response): Promise<string> {
  return (await res.text().catch(() => '')) || `HTTP ${res.status}`
}

async function exchangeCode({ settings, params, attempt, origin, fetchFn = fetch }: Inputs) {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: settings.clientId,
    redirect_uri: `${origin}${LOGIN_SUCCESS_PATH}`,
    code: params.get('code') ?? '',
    code_verifier: attempt?.verifier ?? '',
  })
  let res: Response
  try {
    res = await fetchFn(settings.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    })
  } catch (err) {
    throw new SignInError(failedToFetchTokens(String(err)), 'tokens')
  }
  if (!res.ok) throw new SignInError(failedToFetchTokens(await bodyText(res)), 'tokens')
  const tokens = (await res.json().catch(() => ({}))) as { access_token?: unknown }
  if (typeof tokens.access_token !== 'string')
    throw new SignInError(failedToFetchTokens('the answer has no access_token'), 'tokens')
  return tokens.access_token
}

type UserInfo = { sub?: string; name?: string; email?: string; username?: string }

async function fetchUser(settings: SignInSettings, accessToken: string, fetchFn: typeof fetch) {
  if (!settings.userinfoEndpoint)
    throw new SignInError(failedToFetchUserInfo('the provider has no userinfo endpoint'), 'userinfo')
  let res: Response
  try {
    res = await fetchFn(settings.userinfoEndpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    })
  } catch (err) {
    throw new SignInError(failedToFetchUserInfo(String(err)), 'userinfo')
  }
  if (!res.ok) throw new SignInError(failedToFetchUserInfo(await bodyText(res)), 'userinfo')
  const info = (await res.json().catch(() => ({}))) as UserInfo
  if (!info.sub) throw new SignInError(failedToFetchUserInfo('the answer has no sub'), 'userinfo')
  const user: AuthUser = {
    id: info.sub,
    name: info.name || info.email || info.username || 'Shopper',
    email: info.email ?? '',
  }
  return user
}

export async function completeSignIn(inputs: Inputs): Promise<StoredSession> {
  const { params, attempt, settings, fetchFn = fetch } = inputs
  const state = params.get('state')
  if (!attempt || !state || state !== attempt.state) throw new SignInError(STATE_MISMATCH, 'state')
  const providerError = params.get('error')
  if (providerError) {
    const detail = params.get('error_description') ?? providerError
    throw new SignInError(`The sign-in provider said: ${detail}`, 'provider')
  }
  if (!params.get('code'))
    throw new SignInError(failedToFetchTokens('no code in the return address'), 'tokens')
  const accessToken = await exchangeCode(inputs)
  const user = await fetchUser(settings, accessToken, fetchFn)
  return { accessToken, user }
}
