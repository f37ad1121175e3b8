// The open bag's details (POST /api/cart/data) are asked for again when a vote lands, not when it starts:
// the server prices by the votes it has recorded, so a bag priced while a vote was on its way would keep
// the regular price (seen in the browser: Add to Cart tapped while the vote was still being sent).
import { act, cleanup, render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useCartData } from '../../app/features/cart/use-cart-data.ts'
import { upvotesActions } from '../../app/store/upvotes-slice.ts'
import { cartActions } from '../../app/store/cart-slice.ts'
import { makeStore } from '../../app/store/store.ts'
import { item } from './fake-cart-api.ts'

let dataCalls = 0
beforeEach(() => {
  dataCalls = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/cart/data') dataCalls++
      return Response.json({ items: [] })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

function OpenBag() {
  useCartData(true)
  return null
}

it('a vote on its way does not price the bag again; the vote landing does', async () => {
  const store = makeStore()
  store.dispatch(cartActions.itemAdded(item(7, 71, 1)))
  render(
    <Provider store={store}>
      <OpenBag />
    </Provider>,
  )
  await vi.waitFor(() => expect(dataCalls).toBe(1))

  await act(async () => {
    store.dispatch(upvotesActions.voteStarted({ id: 7, upvoteCount: 10 }))
  })
  expect(dataCalls).toBe(1)

  await act(async () => {
    store.dispatch(upvotesActions.voteSettled({ id: 7, upvoteCount: 11, isUpvoted: true }))
  })
  await vi.waitFor(() => expect(dataCalls).toBe(2))
})
