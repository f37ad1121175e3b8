// Spec §4 logout and the session that ends on its own (a 401 to a bearer call): keys cleared, state
// reset, and for logout the provider's end-session with the client id and /logout-redirect.
import { act, cleanup, renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signOut } from '../../app/features/auth/sign-out.ts'
import { useAuthSession } from '../../app/features/auth/use-auth-session.ts'
import { fetchTransport } from '../../app/lib/api/fetch-transport.ts'
import type { ApiTransport } from '../../app/lib/api/transport.ts'
import { SESSION_ENDED_NOTICE, signedIn } from '../../app/store/auth-slice.ts'
import { makeStore } from '../../app/store/store.ts'
import { settings } from './settings.ts'

const user = { id: 'u-1', name: 'Asha', email: 'a@x.in' }

function signedInStorage() {
  localStorage.setItem('access_token', 'at-1')
  localStorage.setItem('user', JSON.stringify(user))
  localStorage.setItem('pendingRedirect', '/votes')
  localStorage.setItem('pendingAction', '{"type":"product/upvote","payload":{}}')
  localStorage.setItem('coupon', 'HAAT20')
  localStorage.setItem('cart', '[]')
}

beforeEach(() => {
  localStorage.clear()
  signedInStorage()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('signOut', () => {
  it('clears the auth keys and the coupon, resets state and goes to the provider sign-out', async () => {
    const store = makeStore()
    store.dispatch(signedIn({ user, accessToken: 'at-1' }))
    let went = ''
    const api = (async () => ({ success: true })) as ApiTransport
    await signOut(store.dispatch, settings, { go: (u) => (went = u), api })
    for (const key of ['access_token', 'user', 'pendingRedirect', 'pendingAction', 'coupon'])
      expect(localStorage.getItem(key), key).toBeNull()
    expect(localStorage.getItem('cart')).toBe('[]') // the bag stays on the device
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null, accessToken: null })
    const url = new URL(went)
    expect(url.origin + url.pathname).toBe('https://shop.test/oidc/session/end')
    expect(url.searchParams.get('client_id')).toBe('haat-web')
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${window.location.origin}/logout-redirect`)
  })

  it('keeps the sign-in settings, so the shopper can sign in again', async () => {
    const store = makeStore({
      auth: { ...makeStore().getState().auth, config: { signIn: settings, upvoteRequiresSignIn: false } },
    })
    const api = (async () => ({ success: true })) as ApiTransport
    await signOut(store.dispatch, settings, { go: () => {}, api })
    expect(store.getState().auth.config.signIn).toEqual(settings)
  })
})

describe('a refused token', () => {
  function mount() {
    const store = makeStore()
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children })
    renderHook(() => useAuthSession(), { wrapper })
    return store
  }

  it('restores the stored session after hydration', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ ...user, upvotedProductIds: [3] })))
    const store = mount()
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, user })
    await vi.waitFor(() => expect(store.getState().upvotes.accountIds).toEqual([3]))
  })

  it('a stored token that has run out ends the session on load, without a call', async () => {
    const payload = btoa(JSON.stringify({ sub: 'u-1', exp: Math.floor(Date.now() / 1000) - 60 }))
    localStorage.setItem('access_token', `eyJhbGciOiJSUzI1NiJ9.${payload.replace(/=+$/, '')}.sig`)
    const fetchSpy = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetchSpy)
    const store = mount()
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, notice: SESSION_ENDED_NOTICE })
    expect(localStorage.getItem('access_token')).toBeNull()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('a 401 to a bearer call signs out cleanly with a notice', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"error":"unauthorized","message":"Token expired"}', { status: 401 }),
    )
    const store = mount()
    await act(async () => {
      await expect(fetchTransport({ path: '/product/upvoted' })).rejects.toMatchObject({ status: 401 })
    })
    expect(store.getState().auth).toMatchObject({
      isAuthenticated: false,
      user: null,
      notice: SESSION_ENDED_NOTICE,
    })
    expect(localStorage.getItem('access_token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('a 401 without a token (a guest asked to sign in) signs nobody out', async () => {
    localStorage.clear()
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"error":"unauthorized","message":"Sign in to upvote"}', { status: 401 }),
    )
    const store = mount()
    store.dispatch(signedIn({ user, accessToken: 'elsewhere' })) // state only: no token is sent
    await act(async () => {
      await expect(fetchTransport({ method: 'PUT', path: '/product/upvote/1' })).rejects.toMatchObject({
        status: 401,
      })
    })
    expect(store.getState().auth.notice).toBeNull()
    expect(store.getState().auth.isAuthenticated).toBe(true)
  })
})
