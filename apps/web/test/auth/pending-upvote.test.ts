// Spec §4 pending actions resumed after sign-in: the vote (savings screen first), then for the two
// cart variants a 2 s pause and the bottom sheet for the slug, or the item into the opened cart.
import { describe, expect, it, vi } from 'vitest'
import { resumePendingAction } from '../../app/features/upvote/pending-upvote.ts'
import type { ApiTransport } from '../../app/lib/api/transport.ts'
import { makeStore } from '../../app/store/store.ts'

const item = {
  productId: 5,
  variantId: 51,
  quantity: 1,
  itemImage: null,
  itemPrice: 900,
  offer: null,
  isUpvoted: false,
}

function deps(store: ReturnType<typeof makeStore>, fail = false) {
  const calls: string[] = []
  const screens: boolean[] = []
  const api = (async (call) => {
    calls.push(`${call.method} ${call.path}`)
    if (fail) throw new Error('HTTP 500')
    return { upvoteCount: 8, isUpvoted: true }
  }) as ApiTransport
  const sleeps: number[] = []
  const sleep = async (ms: number) => {
    sleeps.push(ms)
    screens.push(store.getState().upvotes.savingsScreen)
  }
  return { api, sleep, celebrate: vi.fn(async () => {}), calls, sleeps, screens }
}

describe('resumePendingAction', () => {
  it('product/upvote: savings screen for 2 s, the vote, confetti, nothing else', async () => {
    const store = makeStore()
    const d = deps(store)
    const ok = await resumePendingAction(
      store.dispatch,
      { type: 'product/upvote', payload: { productId: 5, upvoteCount: 7 } },
      d,
    )
    expect(ok).toBe(true)
    expect(d.calls).toEqual(['PUT /product/upvote/5'])
    expect(d.sleeps).toEqual([2000])
    expect(d.screens).toEqual([true]) // the screen was up during the wait before the vote
    expect(d.celebrate).toHaveBeenCalledOnce()
    const s = store.getState()
    expect(s.upvotes.votes[5]).toMatchObject({ isUpvoted: true, upvoteCount: 8 })
    expect(s.upvotes.savingsScreen).toBe(false)
    expect(s.cart).toMatchObject({ isCartOpen: false, isBottomSheetOpen: false, items: [] })
  })

  it('product/upvoteWithBottomCartOverlay: after a 2 s pause, the bottom sheet opens for the slug', async () => {
    const store = makeStore()
    const d = deps(store)
    const action = {
      type: 'product/upvoteWithBottomCartOverlay' as const,
      payload: { productId: 5, upvoteCount: 7, slug: 'brass-lamp' },
    }
    await resumePendingAction(store.dispatch, action, d)
    expect(d.sleeps).toEqual([2000, 2000])
    expect(store.getState().cart).toMatchObject({ isBottomSheetOpen: true, variantSlug: 'brass-lamp' })
  })

  it('product/upvoteWithCartOverlay: the item goes into the cart, which opens', async () => {
    const store = makeStore()
    const d = deps(store)
    const action = {
      type: 'product/upvoteWithCartOverlay' as const,
      payload: { productId: 5, upvoteCount: 7, item },
    }
    await resumePendingAction(store.dispatch, action, d)
    expect(store.getState().cart.isCartOpen).toBe(true)
    expect(store.getState().cart.items).toEqual([{ ...item, isUpvoted: true }])
  })

  it('a failed vote stops there: count put back, no cart action, no confetti', async () => {
    const store = makeStore()
    const d = deps(store, true)
    vi.stubGlobal('fetch', async () => new Response('{}')) // the failure report
    const action = {
      type: 'product/upvoteWithCartOverlay' as const,
      payload: { productId: 5, upvoteCount: 7, item },
    }
    expect(await resumePendingAction(store.dispatch, action, d)).toBe(false)
    vi.unstubAllGlobals()
    expect(store.getState().upvotes.votes[5]).toMatchObject({ isUpvoted: false, upvoteCount: 7 })
    expect(store.getState().cart.items).toEqual([])
    expect(d.celebrate).not.toHaveBeenCalled()
  })

  it('drops an unknown or malformed action (edited storage)', async () => {
    const store = makeStore()
    const d = deps(store)
    const odd = { type: 'product/delete' as never, payload: { productId: 5, upvoteCount: 1 } }
    expect(await resumePendingAction(store.dispatch, odd, d)).toBe(false)
    expect(
      await resumePendingAction(store.dispatch, { type: 'product/upvote', payload: { productId: 'x' } }, d),
    ).toBe(false)
    expect(d.calls).toEqual([])
  })
})
