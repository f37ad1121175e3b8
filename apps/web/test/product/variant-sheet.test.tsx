// The variant sheet (§2/§4) over the real store and API client; only the network (fetch) is stood in
// for, plus the browser APIs jsdom lacks.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Product } from '@haat/domain/catalog/product'
import { SHEET_CLOSE_MS } from '@haat/domain/constants/timings'
import { VariantSheet } from '../../app/features/product/sheet/VariantSheet.tsx'
import { cartActions } from '../../app/store/cart-slice.ts'
import { makeStore } from '../../app/store/store.ts'
import { bars, candle } from './fixtures.ts'

type Answer = { status: number; body: unknown }

function serve(product: (slug: string) => Answer) {
  const calls: string[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`)
    const slug = /\/api\/product\/slug\/([^?]+)/.exec(url)?.[1]
    const a = slug ? product(slug) : { status: 201, body: { success: true } }
    return new Response(JSON.stringify(a.body), {
      status: a.status,
      headers: { 'content-type': 'application/json' },
    })
  })
  return calls
}

function openSheet(slug: string) {
  const store = makeStore()
  render(
    <Provider store={store}>
      <MemoryRouter>
        <VariantSheet />
      </MemoryRouter>
    </Provider>,
  )
  act(() => {
    store.dispatch(cartActions.bottomSheetOpened(slug))
  })
  return store
}

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia
})

afterEach(() => {
  vi.useRealTimers()
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('variant sheet', () => {
  it('fetches the product by slug and shows its picker with Add to Bag', async () => {
    const p = candle()
    const calls = serve(() => ({ status: 200, body: [p] }))
    openSheet(p.slug)
    expect(await screen.findByRole('button', { name: 'Add to Bag' })).toBeTruthy()
    expect(calls).toContain(`GET /api/product/slug/${p.slug}`)
  })

  it('a batch product reads "Select {n} or more" until its minimum', async () => {
    const p: Product = bars()
    serve(() => ({ status: 200, body: [p] }))
    openSheet(p.slug)
    const button = (await screen.findByRole('button', { name: 'Select 6 or more' })) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    for (let i = 0; i < 6; i++) fireEvent.click(screen.getByRole('button', { name: 'Increase Mango' }))
    expect(screen.getByRole('button', { name: 'Add to Bag' })).toBeTruthy()
  })

  it('Add to Bag closes the sheet first, then adds and opens the cart overlay', async () => {
    const p = candle()
    serve(() => ({ status: 200, body: [p] }))
    const store = openSheet(p.slug)
    const add = await screen.findByRole('button', { name: 'Add to Bag' })
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    fireEvent.click(add)
    expect(store.getState().cart.isBottomSheetOpen).toBe(false)
    expect(store.getState().cart.items).toEqual([])
    await act(async () => vi.advanceTimersByTimeAsync(SHEET_CLOSE_MS))
    vi.useRealTimers()
    expect(store.getState().cart.items).toEqual([expect.objectContaining({ productId: p.id, quantity: 1 })])
    expect(store.getState().cart.isCartOpen).toBe(true)
  })

  it('a failed fetch is logged and loading ends with a retry', async () => {
    const calls = serve(() => ({ status: 500, body: { error: 'internal', message: 'down' } }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    openSheet('broken-product')
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull() // no skeleton left spinning
    await waitFor(() => expect(calls.some((c) => c.startsWith('POST /api/ui-logger'))).toBe(true))
  })
})
