// My Votes for guests: the hook reads guest_upvotes and fetches each product through the real browser
// transport; only `fetch` (the network) is stood in for.
import { cleanup, renderHook, waitFor, act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GUEST_VOTES_BATCH, useGuestVotes } from '../../app/features/votes/use-guest-votes.ts'
import { summary } from '../listing/summaries.ts'

/** GET /api/product/search/{id} answers a full product: a card's summary plus the product-page fields. */
const product = (id: number) => ({
  ...summary(id),
  description: 'Nice',
  variants: [],
  options: [],
  buyUrl: null,
  shippingDetails: null,
  returnPolicy: null,
  sizeChart: null,
  category: { paramName: 'home-decor', categoryName: 'Home' },
  subcategory: null,
})

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let answers: Map<number, number> // product id → HTTP status
const requested: number[] = []

beforeEach(() => {
  answers = new Map()
  requested.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const id = Number(/\/api\/product\/search\/(\d+)/.exec(String(url))?.[1])
      requested.push(id)
      const status = answers.get(id) ?? 200
      return status === 200
        ? json(200, product(id))
        : json(status, { error: 'not_found', message: 'Product not found' })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('useGuestVotes', () => {
  it('lists this browser’s votes newest first and skips products that are gone', async () => {
    localStorage.setItem('guest_upvotes', '[3,9,5]')
    answers.set(9, 404)
    const { result } = renderHook(() => useGuestVotes())
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.products.map((p) => p.id)).toEqual([5, 3])
    expect(result.current.hasMore).toBe(false)
  })

  it('is ready and empty without a guest list, making no calls', async () => {
    const { result } = renderHook(() => useGuestVotes())
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.products).toEqual([])
    expect(requested).toEqual([])
  })

  it(`fetches ${GUEST_VOTES_BATCH} at a time and the rest on demand`, async () => {
    const ids = Array.from({ length: GUEST_VOTES_BATCH + 3 }, (_, i) => i + 1)
    localStorage.setItem('guest_upvotes', JSON.stringify(ids))
    const { result } = renderHook(() => useGuestVotes())
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.products).toHaveLength(GUEST_VOTES_BATCH)
    expect(result.current.hasMore).toBe(true)
    act(() => result.current.more())
    await waitFor(() => expect(result.current.hasMore).toBe(false))
    expect(result.current.products.map((p) => p.id).slice(-3)).toEqual([3, 2, 1])
  })

  it('reports a failure other than not-found, and a retry recovers', async () => {
    localStorage.setItem('guest_upvotes', '[4]')
    answers.set(4, 500)
    const { result } = renderHook(() => useGuestVotes())
    await waitFor(() => expect(result.current.status).toBe('failed'))
    answers.delete(4)
    act(() => result.current.more())
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.products.map((p) => p.id)).toEqual([4])
  })
})
