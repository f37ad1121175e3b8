// Server sync of a signed-in bag (§4): debounce, one call in flight, merge on login, status and errors (§8).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CART_SYNC_DEBOUNCE_MS } from '@haat/domain/constants/timings'
import { createCartSync } from '../../app/features/cart/cart-sync.ts'
import { mergeOnLogin } from '../../app/features/cart/merge-on-login.ts'
import { syncDelay } from '../../app/features/cart/sync-delay.ts'
import { cartActions } from '../../app/store/cart-slice.ts'
import { makeStore } from '../../app/store/store.ts'
import { fakeCartApi, item } from './fake-cart-api.ts'

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  ) // the ui-logger's report
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('syncDelay', () => {
  const a = item(1, 11, 1)
  it('sends a new or removed line at once and debounces quantity steps by 1 s', () => {
    expect(syncDelay([a], [a, item(2, 21, 1)])).toBe(0)
    expect(syncDelay([a, item(2, 21, 1)], [a])).toBe(0)
    expect(syncDelay([a], [item(1, 12, 1)])).toBe(0)
    expect(syncDelay([a], [item(1, 11, 3)])).toBe(CART_SYNC_DEBOUNCE_MS)
    expect(CART_SYNC_DEBOUNCE_MS).toBe(1000)
  })
  it('sends nothing when only server-filled details changed', () => {
    expect(syncDelay([a], [a])).toBeNull()
    expect(syncDelay([a], [{ ...a, itemPrice: 1 }])).toBeNull()
  })
})

describe('createCartSync', () => {
  it('several quick quantity edits make one POST with the last bag, 1 s after the last edit', async () => {
    vi.useFakeTimers()
    const store = makeStore({ cart: { ...makeStore().getState().cart, items: [item(1, 11, 1)] } })
    const { api, posts } = fakeCartApi()
    const sync = createCartSync(api, store)
    for (const q of [2, 3, 4]) {
      store.dispatch(cartActions.quantityChanged({ productId: 1, variantId: 11, quantity: q }))
      sync.schedule(CART_SYNC_DEBOUNCE_MS)
      await vi.advanceTimersByTimeAsync(400)
    }
    expect(posts()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS - 400)
    expect(posts()).toHaveLength(1)
    expect((posts()[0]!.body as { quantity: number }[])[0]!.quantity).toBe(4)
    await vi.advanceTimersByTimeAsync(5000)
    expect(posts()).toHaveLength(1)
    expect(store.getState().cart.items[0]!.itemPrice).toBe(900) // the server's price came back
    expect(store.getState().cart.status).toBe('idle')
  })

  it('an edit during a call is sent after it, and answers after stop() are ignored', async () => {
    const store = makeStore({ cart: { ...makeStore().getState().cart, items: [item(1, 11, 1)] } })
    const { api, posts } = fakeCartApi()
    const sync = createCartSync(api, store)
    const first = sync.flush()
    store.dispatch(cartActions.quantityChanged({ productId: 1, variantId: 11, quantity: 2 }))
    void sync.flush()
    await first
    await vi.waitFor(() => expect(posts()).toHaveLength(2))
    expect((posts()[1]!.body as { quantity: number }[])[0]!.quantity).toBe(2)

    const late = sync.flush()
    sync.stop()
    store.dispatch(cartActions.itemsReplaced([]))
    await late
    expect(store.getState().cart.items).toEqual([])
  })

  it('a failed save is logged and stored: status failed with the message, the bag unchanged', async () => {
    const store = makeStore({ cart: { ...makeStore().getState().cart, items: [item(1, 11, 2)] } })
    const { api, state } = fakeCartApi()
    state.failNext = 'database down'
    const sync = createCartSync(api, store)
    const flushing = sync.flush()
    expect(store.getState().cart.status).toBe('loading')
    await flushing
    expect(store.getState().cart).toMatchObject({ status: 'failed', error: 'database down' })
    expect(store.getState().cart.items).toEqual([item(1, 11, 2)])
    const logged = vi.mocked(fetch).mock.calls.map(([url, init]) => [String(url), String(init?.body)])
    expect(logged).toContainEqual(['/api/ui-logger', expect.stringContaining('database down')])
  })
})

describe('mergeOnLogin', () => {
  it('merges by product+variant taking the larger quantity, replaces the server bag and drops the local copy', async () => {
    localStorage.setItem('cart', JSON.stringify([item(1, 11, 3)]))
    const store = makeStore({
      cart: { ...makeStore().getState().cart, items: [item(1, 11, 3), item(2, 21, 1)] },
    })
    const { api, state, posts } = fakeCartApi([item(1, 11, 1), item(3, 31, 5)])
    expect(await mergeOnLogin(api, store)).toBe('synced')
    const sent = posts()[0]!.body as { productId: number; quantity: number }[]
    expect(sent.map((i) => [i.productId, i.quantity])).toEqual([
      [1, 3],
      [3, 5],
      [2, 1],
    ])
    expect(state.server).toHaveLength(3)
    expect(store.getState().cart.items.map((i) => i.quantity)).toEqual([3, 5, 1])
    expect(store.getState().cart.status).toBe('idle')
    expect(localStorage.getItem('cart')).toBeNull()
  })

  it('a line added while the merge is on its way stays in the bag and is reported unsent', async () => {
    const store = makeStore({ cart: { ...makeStore().getState().cart, items: [item(1, 11, 1)] } })
    const { api: server, state } = fakeCartApi([item(3, 31, 2)])
    const api: typeof server = (call) => {
      // The shopper taps Add to Cart while the merged bag is on its way to the server.
      if (call.method === 'POST') store.dispatch(cartActions.itemAdded(item(2, 21, 1)))
      return server(call)
    }
    expect(await mergeOnLogin(api, store)).toBe('unsent')
    expect(state.server.map((i) => i.productId)).toEqual([3, 1]) // sent before the add
    expect(store.getState().cart.items.map((i) => [i.productId, i.quantity])).toEqual([
      [3, 2],
      [1, 1],
      [2, 1],
    ])
  })

  it('a failed load keeps the local bag and its storage, status failed', async () => {
    localStorage.setItem('cart', JSON.stringify([item(1, 11, 3)]))
    const store = makeStore({ cart: { ...makeStore().getState().cart, items: [item(1, 11, 3)] } })
    const { api, state } = fakeCartApi()
    state.failNext = 'Could not reach the store'
    expect(await mergeOnLogin(api, store)).toBe(false)
    expect(store.getState().cart).toMatchObject({ status: 'failed', error: 'Could not reach the store' })
    expect(store.getState().cart.items).toEqual([item(1, 11, 3)])
    expect(localStorage.getItem('cart')).not.toBeNull()
  })
})
