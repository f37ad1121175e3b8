// The shell's cart hook over the real store and fetch transport: sign-in merges and syncs the bag,
// quantity steps are debounced, sign-out brings the local bag back (§4).
import { act, cleanup, render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { CartItem } from '@haat/domain/rules/cart'
import { useCartPersistence } from '../../app/features/product/cart/use-cart-persistence.ts'
import { signedIn, signedOut } from '../../app/store/auth-slice.ts'
import { cartActions } from '../../app/store/cart-slice.ts'
import { makeStore } from '../../app/store/store.ts'
import { item } from './fake-cart-api.ts'

let server: CartItem[] = []
const posts: CartItem[][] = []

beforeEach(() => {
  server = [item(5, 51, 2)]
  posts.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/cart/user') return Response.json({ items: server })
      if (url === '/api/cart' && init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)) as CartItem[])
        server = posts.at(-1)!
        return Response.json({ items: server })
      }
      return Response.json({}) // ui-logger
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
})

function Shell() {
  useCartPersistence()
  return null
}

it('signing in merges the guest bag into the server bag, then syncs edits; signing out falls back to local', async () => {
  vi.useFakeTimers()
  localStorage.setItem('cart', JSON.stringify([item(1, 11, 1)]))
  const store = makeStore()
  render(
    <Provider store={store}>
      <Shell />
    </Provider>,
  )
  expect(store.getState().cart.items).toEqual([item(1, 11, 1)])
  expect(posts).toHaveLength(0) // a guest's bag stays in this browser

  await act(async () => {
    store.dispatch(signedIn({ user: { id: 'u1', name: 'Asha', email: 'a@x.in' }, accessToken: 't' }))
  })
  // The sync code loads on sign-in (a separate chunk), then merges.
  await act(() => vi.waitFor(() => expect(posts).toHaveLength(1), { timeout: 5000 }))
  expect(server.map((i) => i.productId)).toEqual([5, 1])
  expect(store.getState().cart.items.map((i) => i.productId)).toEqual([5, 1])
  expect(localStorage.getItem('cart')).toBeNull()

  await act(async () => {
    for (const quantity of [2, 3, 4]) {
      store.dispatch(cartActions.quantityChanged({ productId: 1, variantId: 11, quantity }))
      await vi.advanceTimersByTimeAsync(300)
    }
  })
  expect(posts).toHaveLength(1)
  await act(() => vi.advanceTimersByTimeAsync(1000))
  expect(posts).toHaveLength(2)
  expect(server.find((i) => i.productId === 1)!.quantity).toBe(4)
  expect(localStorage.getItem('cart')).toBeNull() // the signed-in bag is not copied into the browser

  await act(async () => {
    store.dispatch(cartActions.itemAdded(item(9, 91, 1)))
    await vi.advanceTimersByTimeAsync(10)
  })
  expect(posts).toHaveLength(3) // a new line goes at once

  await act(async () => {
    store.dispatch(signedOut())
    await vi.advanceTimersByTimeAsync(2000)
  })
  expect(store.getState().cart.items).toEqual([]) // the local bag, emptied when it merged
  expect(posts).toHaveLength(3)
})

it('a guest sent to sign in from the bag’s Checkout finds the bag open again after the merge', async () => {
  sessionStorage.setItem('haat.reopenBagAfterSignIn', '1')
  const store = makeStore()
  render(
    <Provider store={store}>
      <Shell />
    </Provider>,
  )
  expect(store.getState().cart.isCartOpen).toBe(false)
  await act(async () => {
    store.dispatch(signedIn({ user: { id: 'u1', name: 'Asha', email: 'a@x.in' }, accessToken: 't' }))
  })
  await act(() => vi.waitFor(() => expect(store.getState().cart.isCartOpen).toBe(true), { timeout: 5000 }))
  expect(sessionStorage.getItem('haat.reopenBagAfterSignIn')).toBeNull()
})
