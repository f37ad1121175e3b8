// A signed-in shopper's bag without the network (issue 17 §4, decision 0785), over the real store, the
// shell's cart hook and the fetch transport: the copy kept after the last save shows while the API is out
// of reach, the server's bag replaces an untouched copy once the browser is back online, an edited copy
// merges into it, and another account never sees it.
import { act, cleanup, render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { CartItem } from '@haat/domain/rules/cart'
import { signOut } from '../../app/features/auth/sign-out.ts'
import { useCartPersistence } from '../../app/features/product/cart/use-cart-persistence.ts'
import { signedIn } from '../../app/store/auth-slice.ts'
import { cartActions } from '../../app/store/cart-slice.ts'
import { makeStore } from '../../app/store/store.ts'
import { item } from './fake-cart-api.ts'

let server: CartItem[] = []
let online = true

beforeEach(() => {
  online = true
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!online) throw new TypeError('Failed to fetch')
      if (url === '/api/cart/user') return Response.json({ items: server })
      if (url === '/api/cart' && init.method === 'POST') {
        server = JSON.parse(String(init.body)) as CartItem[]
        return Response.json({ items: server })
      }
      return Response.json({})
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

function Shell() {
  useCartPersistence()
  return null
}
const asha = { id: 'u1', name: 'Asha', email: 'a@x.in' }

/** A visit (a page load): a new store and shell, signed in as `user`. */
async function visit(user = asha) {
  const store = makeStore()
  render(
    <Provider store={store}>
      <Shell />
    </Provider>,
  )
  await act(async () => {
    store.dispatch(signedIn({ user, accessToken: 't' }))
  })
  return store
}
const ids = (items: readonly CartItem[]) => items.map((i) => i.productId).sort()
const backOnline = () =>
  act(async () => {
    online = true
    window.dispatchEvent(new Event('online'))
  })

it('offline, the account’s bag shows from this browser; back online, the server’s bag replaces it', async () => {
  server = [item(5, 51, 2), item(6, 61, 1)]
  const first = await visit()
  await act(() => vi.waitFor(() => expect(ids(first.getState().cart.items)).toEqual(ids(server))))
  expect(localStorage.getItem('haat.accountBag')).toContain('"user":"u1"')
  cleanup()

  online = false
  const offline = await visit()
  await act(() => vi.waitFor(() => expect(offline.getState().cart.status).toBe('failed')))
  expect(ids(offline.getState().cart.items)).toEqual([5, 6])
  expect(offline.getState().cart.error).toMatch(/Could not reach the store/)

  server = [item(6, 61, 1), item(7, 71, 1)] // line 5 was removed on another phone meanwhile
  await backOnline()
  await act(() => vi.waitFor(() => expect(ids(offline.getState().cart.items)).toEqual([6, 7])))
  expect(ids(server)).toEqual([6, 7]) // the untouched copy brought nothing back
})

it('a line added offline is kept and sent once the server answers; another account sees no copy', async () => {
  server = [item(5, 51, 2)]
  const first = await visit()
  await act(() => vi.waitFor(() => expect(ids(first.getState().cart.items)).toEqual(ids(server))))
  expect(localStorage.getItem('haat.accountBag')).toContain('"user":"u1"')
  cleanup()

  online = false
  const ravi = await visit({ id: 'u2', name: 'Ravi', email: 'r@x.in' })
  await act(() => vi.waitFor(() => expect(ravi.getState().cart.status).toBe('failed')))
  expect(ravi.getState().cart.items).toEqual([])
  cleanup()

  const offline = await visit()
  await act(() => vi.waitFor(() => expect(ids(offline.getState().cart.items)).toEqual([5])))
  await act(async () => {
    offline.dispatch(cartActions.itemAdded(item(9, 91, 1)))
    offline.dispatch(cartActions.itemRemoved({ productId: 5, variantId: 51 }))
  })
  expect(ids(offline.getState().cart.items)).toEqual([9]) // the removal is not undone while offline
  await backOnline()
  await act(() => vi.waitFor(() => expect(ids(server)).toContain(9)))

  expect(localStorage.getItem('haat.accountBag')).toContain('"productId":9')
  await signOut(offline.dispatch, null, { go: () => {} }) // sign-out forgets the copy with the sign-in
  expect(localStorage.getItem('haat.accountBag')).toBeNull()
})
