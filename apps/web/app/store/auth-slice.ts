// Spec §3 auth state and its transitions. The flow itself (provider redirect, code exchange, storage)
// lives in features/auth; other features watch `isAuthenticated` (e.g. the bag merges after sign-in).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { PendingActionType } from '@haat/domain/constants/storage-keys'
import type { SignInSettings } from '../features/auth/sign-in-settings.ts'

export type AuthUser = { id: string; name: string; email: string }
export type PendingAction = { type: PendingActionType; payload: Record<string, unknown> }

/** The store's sign-in setup, seeded by the root loader; kept when the shopper signs out. */
export type AuthConfig = {
  /** Null when sign-in is switched off. */
  signIn: SignInSettings | null
  /** The API refuses guest votes: a guest's upvote starts sign-in instead. */
  upvoteRequiresSignIn: boolean
}

export type AuthState = {
  isAuthenticated: boolean
  user: AuthUser | null
  accessToken: string | null
  loading: boolean
  error: string | null
  /** Path plus query to return to after sign-in. */
  pendingRedirect: string | null
  pendingAction: PendingAction | null
  /** A short message for the shopper after the session ended on its own (expired or refused token). */
  notice: string | null
  config: AuthConfig
}

export const SESSION_ENDED_NOTICE = 'Your session ended. Sign in again.'

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  user: null,
  accessToken: null,
  loading: false,
  error: null,
  pendingRedirect: null,
  pendingAction: null,
  notice: null,
  config: { signIn: null, upvoteRequiresSignIn: false },
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: AuthUser; accessToken: string }>) {
      Object.assign(state, {
        ...action.payload,
        isAuthenticated: true,
        loading: false,
        error: null,
        notice: null,
      })
    },
    authFailed(state, action: PayloadAction<string>) {
      Object.assign(state, { loading: false, error: action.payload })
    },
    authLoading(state) {
      Object.assign(state, { loading: true, error: null })
    },
    /** Sign-in started (or came back): where to return and what to resume (§3/§4). */
    pendingSaved(state, action: PayloadAction<{ redirect: string; action: PendingAction | null }>) {
      state.pendingRedirect = action.payload.redirect
      state.pendingAction = action.payload.action
    },
    /** The shopper is back at the address and the action has run (or failed). */
    pendingCleared(state) {
      state.pendingRedirect = null
      state.pendingAction = null
    },
    signedOut: (state) => ({ ...initialAuthState, config: state.config }),
    /** The API refused the stored token: signed out, with a word on why. */
    sessionEnded: (state) => ({ ...initialAuthState, config: state.config, notice: SESSION_ENDED_NOTICE }),
    noticeDismissed(state) {
      state.notice = null
    },
  },
})

export const {
  signedIn,
  authFailed,
  authLoading,
  pendingSaved,
  pendingCleared,
  signedOut,
  sessionEnded,
  noticeDismissed,
} = authSlice.actions
