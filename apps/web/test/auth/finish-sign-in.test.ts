// /login-success end to end in the browser's terms: storage keys, state, the guest-vote merge, the way
// back, the pending action, and a reload that must not exchange the code again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { finishSignIn } from '../../app/features/auth/finish-sign-in.ts'
import { makeStore } from '../../app/store/store.ts'
import { fakeFetch, type Seen } from './fake-fetch.ts'
import { settings } from './settings.ts'

const origin = 'https://shop.test'

function network(
  merge: (r: Seen) => { status: number; body: unknown } = () => ({
    status: 200,
    body: { merged: 2, productIds: [4, 9] },
  }),
) {
  return fakeFetch((req) => {
    if (req.url.endsWith('/oidc/token')) return { status: 200, body: { access_token: 'at-1' } }
    if (req.url.endsWith('/oidc/me'))
      return { status: 200, body: { sub: 'u-1', name: 'Asha', email: 'a@x.in' } }
    if (req.url === '/api/user/merge/upvotes') return merge(req)
    if (req.url.startsWith('/api/product/upvote/'))
      return { status: 200, body: { upvoteCount: 8, isUpvoted: true } }
    return { status: 200, body: {} } // ui-logger
  })
}

function begin(redirect: string, action?: object) {
  sessionStorage.setItem('signInAttempt', JSON.stringify({ state: 'st', verifier: 'v'.repeat(43) }))
  localStorage.setItem('pendingRedirect', redirect)
  if (action) localStorage.setItem('pendingAction', JSON.stringify(action))
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('finishSignIn', () => {
  it('stores token and user, signs in, merges guest votes, clears the list and goes back', async () => {
    const net = network()
    vi.stubGlobal('fetch', net.fn)
    localStorage.setItem('guest_upvotes', '[4,9]')
    begin('/browse-all?sort=price:asc&category=home')
    const store = makeStore()
    const navigate = vi.fn()
    const error = await finishSignIn(store.dispatch, {
      settings,
      search: '?code=c&state=st',
      origin,
      navigate,
      fetchFn: net.fn,
    })
    expect(error).toBeNull()
    expect(localStorage.getItem('access_token')).toBe('at-1')
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({ id: 'u-1', name: 'Asha', email: 'a@x.in' })
    expect(store.getState().auth).toMatchObject({
      isAuthenticated: true,
      accessToken: 'at-1',
      loading: false,
    })
    const merge = net.seen.find((r) => r.url === '/api/user/merge/upvotes')!
    expect(merge.method).toBe('PUT')
    expect(merge.headers.authorization).toBe('Bearer at-1')
    expect(JSON.parse(merge.body)).toEqual([4, 9])
    expect(localStorage.getItem('guest_upvotes')).toBeNull()
    expect(store.getState().upvotes.accountIds).toEqual([4, 9])
    expect(navigate).toHaveBeenCalledWith('/browse-all?sort=price:asc&category=home')
    expect(localStorage.getItem('pendingRedirect')).toBeNull()
  })

  it('does not call the merge when no guest votes are stored', async () => {
    const net = network()
    vi.stubGlobal('fetch', net.fn)
    begin('/votes')
    await finishSignIn(makeStore().dispatch, {
      settings,
      search: '?code=c&state=st',
      origin,
      navigate: () => {},
      fetchFn: net.fn,
    })
    expect(net.seen.some((r) => r.url.includes('merge'))).toBe(false)
  })

  it("the merge itself rejects 'No guest upvotes to merge' when nothing is stored, without a call", async () => {
    const net = network()
    vi.stubGlobal('fetch', net.fn)
    const { mergeGuestVotes } = await import('../../app/features/auth/merge-guest-votes.ts')
    await expect(mergeGuestVotes()).rejects.toThrow('No guest upvotes to merge')
    localStorage.setItem('guest_upvotes', '[]')
    await expect(mergeGuestVotes()).rejects.toThrow('No guest upvotes to merge')
    expect(net.seen).toEqual([]) // neither a merge call nor an error report
  })

  it("takes 'No guest upvotes to merge' quietly and still signs in", async () => {
    const net = network(() => ({
      status: 400,
      body: { error: 'no_guest_upvotes', message: 'No guest upvotes to merge' },
    }))
    vi.stubGlobal('fetch', net.fn)
    localStorage.setItem('guest_upvotes', '[4]')
    begin('/')
    const store = makeStore()
    const navigate = vi.fn()
    expect(
      await finishSignIn(store.dispatch, {
        settings,
        search: '?code=c&state=st',
        origin,
        navigate,
        fetchFn: net.fn,
      }),
    ).toBeNull()
    expect(store.getState().auth.isAuthenticated).toBe(true)
    expect(navigate).toHaveBeenCalledWith('/')
  })

  it('stores the failure in the auth state and stays signed out', async () => {
    const net = fakeFetch(() => ({ status: 400, body: 'invalid_grant' }))
    begin('/')
    const store = makeStore()
    const error = await finishSignIn(store.dispatch, {
      settings,
      search: '?code=c&state=st',
      origin,
      navigate: () => {},
      fetchFn: net.fn,
    })
    expect(error?.message).toBe('Failed to fetch tokens: invalid_grant')
    expect(store.getState().auth).toMatchObject({
      isAuthenticated: false,
      error: 'Failed to fetch tokens: invalid_grant',
    })
    expect(localStorage.getItem('access_token')).toBeNull()
  })

  it('a reload of the return page does not exchange the code again', async () => {
    const net = network()
    vi.stubGlobal('fetch', net.fn)
    begin('/')
    const opts = { settings, search: '?code=c&state=st', origin, navigate: () => {}, fetchFn: net.fn }
    expect(await finishSignIn(makeStore().dispatch, opts)).toBeNull()
    const again = await finishSignIn(makeStore().dispatch, opts)
    expect(again?.kind).toBe('state')
    expect(net.seen.filter((r) => r.url.endsWith('/oidc/token'))).toHaveLength(1)
  })

  it('resumes the pending upvote after going back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const net = network()
    vi.stubGlobal('fetch', net.fn)
    vi.stubGlobal('matchMedia', () => ({ matches: true })) // reduced motion: no confetti canvas in jsdom
    begin('/product/brass-lamp', { type: 'product/upvote', payload: { productId: 5, upvoteCount: 7 } })
    const store = makeStore()
    await finishSignIn(store.dispatch, {
      settings,
      search: '?code=c&state=st',
      origin,
      navigate: () => {},
      fetchFn: net.fn,
    })
    expect(store.getState().upvotes.savingsScreen).toBe(true)
    expect(localStorage.getItem('pendingAction')).toBeNull()
    // §3: the auth state holds the pending redirect and action while it runs, and lets go after.
    expect(store.getState().auth).toMatchObject({
      pendingRedirect: '/product/brass-lamp',
      pendingAction: { type: 'product/upvote', payload: { productId: 5, upvoteCount: 7 } },
    })
    await vi.advanceTimersByTimeAsync(2000)
    expect(store.getState().auth).toMatchObject({ pendingRedirect: null, pendingAction: null })
    expect(net.seen.find((r) => r.url === '/api/product/upvote/5')?.headers.authorization).toBe('Bearer at-1')
    expect(store.getState().upvotes.votes[5]).toMatchObject({ isUpvoted: true, upvoteCount: 8 })
    expect(store.getState().upvotes.savingsScreen).toBe(false)
  })
})
