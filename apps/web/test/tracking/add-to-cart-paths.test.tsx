// Spec §7 "AddToCart … sent on add to cart": every way into the bag reports AddToCart exactly once per
// add: the buy card and variant sheet (useAddToCart), a product card's direct add, and a resumed
// product/upvoteWithCartOverlay after sign-in.
import { act, cleanup, renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { CartItem } from '@haat/domain/rules/cart'
import { useCardAddToCart } from '../../app/features/listing/use-card-add-to-cart.ts'
import { useAddToCart } from '../../app/features/product/cart/use-add-to-cart.ts'
import { resumePendingAction } from '../../app/features/upvote/pending-upvote.ts'
import type { ApiTransport } from '../../app/lib/api/transport.ts'
import { makeStore } from '../../app/store/store.ts'
import { summary } from '../listing/summaries.ts'
import { candle } from '../product/fixtures.ts'

let events: Record<string, unknown>[] = []
beforeEach(() => {
  events = []
  localStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/fb-events') {
        events.push(JSON.parse(String(init.body)) as Record<string, unknown>)
        return Response.json({ success: true })
      }
      if (url === '/api/product/search/8') return Response.json(candle())
      return Response.json({ error: 'not_found', message: url }, { status: 404 })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function hookWith<T>(store: ReturnType<typeof makeStore>, hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children })
  return renderHook(hook, { wrapper }).result
}

/** Waits for the (lazily loaded) event sender, then a little longer so a second event would show. */
async function addToCartEvents() {
  await vi.waitFor(() => expect(events.length).toBeGreaterThan(0), { timeout: 5000 })
  await new Promise((resolve) => setTimeout(resolve, 100))
  return events.filter((e) => e.eventName === 'AddToCart')
}

const line: CartItem = {
  productId: 5,
  variantId: 51,
  quantity: 2,
  itemImage: null,
  itemPrice: 900,
  offer: null,
  isUpvoted: false,
}

it('the buy card and the sheet: one event for the lines added, with the bag total after the add', async () => {
  const store = makeStore()
  const result = hookWith(store, () => useAddToCart())
  await act(() => result.current.add([line, { ...line, variantId: 52, quantity: 1 }]))
  const sent = await addToCartEvents()
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({ content_ids: [5], cart_total: 2700, currency: 'INR' })
  expect(store.getState().cart).toMatchObject({ isCartOpen: true })
})

it("a product card's direct add of a one-variant product: one event", async () => {
  const store = makeStore()
  const product = summary(8, { variantCount: 1 })
  const result = hookWith(store, () => useCardAddToCart(product, false))
  await act(() => result.current.add())
  expect(store.getState().cart.items).toHaveLength(1)
  const sent = await addToCartEvents()
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({ content_ids: [8], contents: [{ id: 8, quantity: 1, item_price: 999 }] })
})

it('a resumed product/upvoteWithCartOverlay: one event when the item goes in after the vote', async () => {
  const store = makeStore()
  const api = (async () => ({ productId: 5, upvoteCount: 8, isUpvoted: true })) as ApiTransport
  const ok = await resumePendingAction(
    store.dispatch,
    { type: 'product/upvoteWithCartOverlay', payload: { productId: 5, upvoteCount: 7, item: line } },
    { api, sleep: async () => {}, celebrate: async () => {} },
  )
  expect(ok).toBe(true)
  expect(store.getState().cart.items).toEqual([{ ...line, isUpvoted: true }])
  const sent = await addToCartEvents()
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({ content_ids: [5], cart_total: 1800 })
})
