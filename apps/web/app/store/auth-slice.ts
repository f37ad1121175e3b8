// Spec §3 auth state. Sign-in itself is a later issue; these are the fields and the plain transitions.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { PendingActionType } from '@haat/domain/constants/storage-keys'

export type AuthUser = { id: string; name: string; email: string }
export type PendingAction = { type: PendingActionType; payload: Record<string, unknown> }

export type AuthState = {
  isAuthenticated: boolean
  user: AuthUser | null
  accessToken: string | null
  loading: boolean
  error: string | null
  /** Path plus query to return to after sign-in. */
  pendingRedirect: string | null
  pendingAction: PendingAction | null
}

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  user: null,
  accessToken: null,
  loading: false,
  error: null,
  pendingRedirect: null,
  pendingAction: null,
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: AuthUser; accessToken: string }>) {
      Object.assign(state, { ...action.payload, isAuthenticated: true, loading: false, error: null })
    },
    authFailed(state, action: PayloadAction<string>) {
      Object.assign(state, { loading: false, error: action.payload })
    },
    authLoading(state) {
      Object.assign(state, { loading: true, error: null })
    },
    pendingSaved(state, action: PayloadAction<{ redirect: string; action: PendingAction | null }>) {
      state.pendingRedirect = action.payload.redirect
      state.pendingAction = action.payload.action
    },
    signedOut: () => initialAuthState,
  },
})

export const { signedIn, authFailed, authLoading, pendingSaved, signedOut } = authSlice.actions
