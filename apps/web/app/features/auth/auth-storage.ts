// The spec's §3 storage keys for sign-in (localStorage) and this tab's sign-in attempt (sessionStorage:
// the state and PKCE verifier must not outlive the tab, nor be shared with other tabs).
import {
  ACCESS_TOKEN_KEY,
  COUPON_KEY,
  PENDING_ACTION_KEY,
  PENDING_REDIRECT_KEY,
  USER_KEY,
} from '@haat/domain/constants/storage-keys'
import type { AuthUser, PendingAction } from '../../store/auth-slice.ts'
import type { SignInAttempt } from './pkce.ts'

const ATTEMPT_KEY = 'signInAttempt'

function area(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind]
  } catch {
    return null // storage blocked by the browser's settings: sign-in cannot be kept, pages still work
  }
}
const local = () => area('localStorage')
const session = () => area('sessionStorage')

function readJson<T>(storage: Storage | null, key: string): T | null {
  try {
    const text = storage?.getItem(key)
    return text ? (JSON.parse(text) as T) : null
  } catch {
    return null // someone edited the value by hand: treat it as absent
  }
}

function write(storage: Storage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value)
  } catch {
    // Quota or policy: this visit still works from the store's state.
  }
}

export type StoredSession = { accessToken: string; user: AuthUser }

export function readSession(): StoredSession | null {
  const accessToken = local()?.getItem(ACCESS_TOKEN_KEY)
  const user = readJson<AuthUser>(local(), USER_KEY)
  if (!accessToken || !user || typeof user.id !== 'string') return null
  return { accessToken, user }
}

export function storeSession({ accessToken, user }: StoredSession): void {
  write(local(), ACCESS_TOKEN_KEY, accessToken)
  write(local(), USER_KEY, JSON.stringify(user))
}

/** Sign-out and a rejected token: everything the spec's logout clears, the coupon included. */
export function clearAuthStorage(): void {
  for (const key of [ACCESS_TOKEN_KEY, USER_KEY, PENDING_REDIRECT_KEY, PENDING_ACTION_KEY, COUPON_KEY]) {
    try {
      local()?.removeItem(key)
    } catch {
      // nothing stored, nothing to clear
    }
  }
}

export function storePending(redirect: string, action: PendingAction | null): void {
  write(local(), PENDING_REDIRECT_KEY, redirect)
  if (action) write(local(), PENDING_ACTION_KEY, JSON.stringify(action))
  else local()?.removeItem(PENDING_ACTION_KEY)
}

/** Read once: the redirect and the action belong to one sign-in, so both are removed as they are read. */
export function takePending(): { redirect: string | null; action: PendingAction | null } {
  const redirect = local()?.getItem(PENDING_REDIRECT_KEY) ?? null
  const action = readJson<PendingAction>(local(), PENDING_ACTION_KEY)
  local()?.removeItem(PENDING_REDIRECT_KEY)
  local()?.removeItem(PENDING_ACTION_KEY)
  return { redirect, action }
}

export function storeAttempt(attempt: SignInAttempt): void {
  write(session(), ATTEMPT_KEY, JSON.stringify(attempt))
}

/** Read once: a reload of /login-success finds nothing, so a code is never exchanged twice. */
export function takeAttempt(): SignInAttempt | null {
  const attempt = readJson<SignInAttempt>(session(), ATTEMPT_KEY)
  session()?.removeItem(ATTEMPT_KEY)
  return attempt
}
