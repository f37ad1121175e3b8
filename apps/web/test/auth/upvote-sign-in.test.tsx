// The upvote button's sign-in paths: signed in, the savings screen then the vote with the bearer token;
// a guest on a store that requires sign-in (or answered 401) is sent to sign in with the vote pending.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SavingsScreen } from '../../app/features/upvote/SavingsScreen.tsx'
import { UpvoteButton } from '../../app/features/upvote/UpvoteButton.tsx'
import { initialAuthState, signedIn } from '../../app/store/auth-slice.ts'
import { makeStore } from '../../app/store/store.ts'
import { fakeFetch } from './fake-fetch.ts'
import { settings } from './settings.ts'

const product = { id: 12, upvoteCount: 4, isUpvoted: false, offer: null }

function renderButton(upvoteRequiresSignIn: boolean) {
  const store = makeStore({
    auth: { ...initialAuthState, config: { signIn: settings, upvoteRequiresSignIn } },
  })
  render(
    <Provider store={store}>
      <UpvoteButton product={product} variant="button" celebration={null} />
      <SavingsScreen />
    </Provider>,
  )
  return store
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  // Sign-in leaves the page: jsdom cannot navigate, so the redirect is caught here.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const pendingAction = () => JSON.parse(localStorage.getItem('pendingAction') ?? 'null')

describe('upvote and sign-in', () => {
  it('signed in: "Savings in the making!" for 2 s, then the vote with the bearer token, then Voted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const net = fakeFetch(() => ({ status: 200, body: { upvoteCount: 5, isUpvoted: true } }))
    vi.stubGlobal('fetch', net.fn)
    localStorage.setItem('access_token', 'at-1')
    const store = renderButton(false)
    act(() => void store.dispatch(signedIn({ user: { id: 'u', name: 'A', email: '' }, accessToken: 'at-1' })))
    fireEvent.click(screen.getByRole('button', { name: 'UPVOTE' }))
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('Savings in the making!'))
    expect(net.seen).toHaveLength(0) // nothing sent during the screen
    await act(() => vi.advanceTimersByTimeAsync(2000))
    await vi.waitFor(() => expect(net.seen).toHaveLength(1))
    expect(net.seen[0]).toMatchObject({ url: '/api/product/upvote/12', method: 'PUT' })
    expect(net.seen[0]!.headers.authorization).toBe('Bearer at-1')
    expect(screen.queryByText('Savings in the making!')).toBeNull()
    expect((screen.getByRole('button', { name: 'Voted' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('guest, store requires sign-in: no vote call, sign-in starts with the vote pending', async () => {
    const net = fakeFetch(() => ({ status: 200, body: {} }))
    vi.stubGlobal('fetch', net.fn)
    renderButton(true)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'UPVOTE' })))
    await vi.waitFor(() =>
      expect(pendingAction()).toEqual({ type: 'product/upvote', payload: { productId: 12, upvoteCount: 4 } }),
    )
    expect(net.seen.some((r) => r.url.includes('/upvote/'))).toBe(false)
    expect(sessionStorage.getItem('signInAttempt')).not.toBeNull()
    expect((screen.getByRole('button', { name: 'UPVOTE' }) as HTMLButtonElement).disabled).toBe(false) // not voted
  })

  it('guest, the API answers 401: the vote is taken back and sign-in starts with it pending', async () => {
    const net = fakeFetch((r) =>
      r.url.includes('/upvote/')
        ? { status: 401, body: { error: 'unauthorized', message: 'Sign in to upvote' } }
        : { status: 200, body: {} },
    )
    vi.stubGlobal('fetch', net.fn)
    renderButton(false)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'UPVOTE' })))
    await vi.waitFor(() => expect(pendingAction()?.type).toBe('product/upvote'))
    expect(localStorage.getItem('guest_upvotes')).toBe('[]')
  })
})
