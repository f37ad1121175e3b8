// @vitest-environment node
// Spec §4 guest upvote on a card button, against the real API: labels, optimistic count, stored id,
// no second call for a stored id, revert and log on error, the 2 s lock, hydration from the guest list.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { GUEST_UPVOTES_KEY, GUEST_UPVOTES_HEADER } from '@haat/domain/constants/storage-keys'
import { readRecentUpvotes } from '../../app/lib/storage/recent-upvotes-storage.ts'
import type { UpvoteProduct } from '../../app/features/upvote/use-upvote.ts'
import { injectFetch, type Call } from './inject-fetch.ts'
import { factories, startRealApi } from './real-api.ts'

// Loaded after jsdom is installed (react-dom decides at load time whether a DOM exists).
let rtl: typeof import('@testing-library/react')
let ui: typeof import('./upvote-ui.tsx')
let teardownDom: () => unknown
let app: Awaited<ReturnType<typeof startRealApi>>['app']
let withOffer: UpvoteProduct
let plain: UpvoteProduct
const calls: Call[] = []

beforeAll(async () => {
  const ctx = await startRealApi()
  teardownDom = ctx.teardownDom
  rtl = await import('@testing-library/react')
  ui = await import('./upvote-ui.tsx')
  const { insertBrand, insertCategory, insertProduct } = factories
  app = ctx.app
  const brand = await insertBrand(ctx.db)
  const category = await insertCategory(ctx.db)
  const a = await insertProduct(ctx.db, {
    brandId: brand.id,
    categoryId: category.id,
    upvoteCount: 0,
    offerType: 'PERCENT',
    offerValue: 20,
    offerCode: 'HAAT20',
  })
  const b = await insertProduct(ctx.db, { brandId: brand.id, categoryId: category.id, upvoteCount: 0 })
  withOffer = { id: a.id, upvoteCount: 0, isUpvoted: false, offer: { type: 'PERCENT', value: 20 } }
  plain = { id: b.id, upvoteCount: 0, isUpvoted: false, offer: null }
}, 120_000)

beforeEach(() => {
  calls.length = 0
  localStorage.clear()
  vi.stubGlobal('fetch', injectFetch(app, calls))
  // No confetti in jsdom (no canvas); the celebration itself is not under test here.
  vi.stubGlobal('matchMedia', (q: string) => ({
    matches: q.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  }))
})
afterEach(() => {
  rtl.cleanup()
  vi.unstubAllGlobals()
})
afterAll(async () => {
  // Let React finish the work the last unmount scheduled before the DOM goes away.
  await new Promise((resolve) => setTimeout(resolve, 50))
  await teardownDom?.()
})

const renderCard = (product: UpvoteProduct, variant: 'card' | 'button' = 'card') =>
  ui.renderVote(product, variant)

const votesCalls = () => calls.filter((c) => c.method === 'PUT' && c.url.startsWith('/api/product/upvote/'))

describe('labels', () => {
  test("not voted: 'Unlock 20% off' with an offer, 'UPVOTE' without", () => {
    renderCard(withOffer)
    renderCard(plain)
    expect(rtl.screen.getByRole<HTMLButtonElement>('button', { name: 'Unlock 20% off' }).disabled).toBe(false)
    expect(rtl.screen.getByRole<HTMLButtonElement>('button', { name: 'UPVOTE' }).disabled).toBe(false)
  })
})

describe('guest flow', () => {
  test('a tap shows Upvoted and +1 at once, calls the API once, then stores the id', async () => {
    renderCard(plain)
    rtl.fireEvent.click(rtl.screen.getByRole<HTMLButtonElement>('button', { name: 'UPVOTE' }))
    // Optimistic: before the answer arrives.
    expect(rtl.screen.getByRole<HTMLButtonElement>('button', { name: 'Upvoted' }).disabled).toBe(true)
    expect(rtl.screen.getByLabelText('count').textContent).toBe('1')
    await rtl.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(GUEST_UPVOTES_KEY) ?? '[]')).toEqual([plain.id]),
    )
    expect(votesCalls()).toHaveLength(1)
    const stored = await app.inject({ url: `/api/product/search/${plain.id}` })
    expect(stored.json().upvoteCount).toBe(1)
    // The count it produced is remembered for stored pages rendered before it (decision 0801).
    await rtl.waitFor(() => expect(readRecentUpvotes()).toEqual({ [plain.id]: 1 }))
    // A tap on an upvoted product does nothing.
    rtl.fireEvent.click(rtl.screen.getByRole<HTMLButtonElement>('button', { name: 'Upvoted' }))
    expect(votesCalls()).toHaveLength(1)
  })

  test('an id already in guest_upvotes is a success with no call, and the list header travels with calls', async () => {
    localStorage.setItem(GUEST_UPVOTES_KEY, JSON.stringify([withOffer.id]))
    const store = ui.renderVote({ ...withOffer, upvoteCount: 5 }, 'button')
    // After hydration the stored list decides: the product reads as voted without any call.
    await rtl.waitFor(() =>
      expect(rtl.screen.getByRole<HTMLButtonElement>('button', { name: 'Voted' }).disabled).toBe(true),
    )
    expect(votesCalls()).toHaveLength(0)
    expect(store.getState().upvotes.guestIds).toEqual([withOffer.id])
  })

  test('on error the vote is reverted, the id is not kept and the failure is logged', async () => {
    const missing: UpvoteProduct = { id: 999_999, upvoteCount: 7, isUpvoted: false, offer: null }
    renderCard(missing)
    rtl.fireEvent.click(rtl.screen.getByRole<HTMLButtonElement>('button', { name: 'UPVOTE' }))
    expect(rtl.screen.getByLabelText('count').textContent).toBe('8')
    await rtl.waitFor(() => expect(rtl.screen.getByLabelText('count').textContent).toBe('7'))
    expect(rtl.screen.getByRole<HTMLButtonElement>('button', { name: 'UPVOTE' }).textContent).toBe('UPVOTE')
    expect(localStorage.getItem(GUEST_UPVOTES_KEY)).toBe('[]')
    await rtl.waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/ui-logger')).toBe(true),
    )
  })

  test('the button stays locked for 2 s after a tap, even when the vote failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const missing: UpvoteProduct = { id: 999_998, upvoteCount: 0, isUpvoted: false, offer: null }
      renderCard(missing)
      rtl.fireEvent.click(rtl.screen.getByRole<HTMLButtonElement>('button', { name: 'UPVOTE' }))
      await rtl.waitFor(() =>
        expect(rtl.screen.getByRole<HTMLButtonElement>('button', { name: 'UPVOTE' }).disabled).toBe(true),
      )
      await rtl.act(async () => vi.advanceTimersByTime(2000))
      expect(rtl.screen.getByRole<HTMLButtonElement>('button', { name: 'UPVOTE' }).disabled).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  test('the guest_upvotes header is sent once the list exists', async () => {
    localStorage.setItem(GUEST_UPVOTES_KEY, '[]')
    renderCard({ ...plain, id: withOffer.id, upvoteCount: 0 })
    rtl.fireEvent.click(rtl.screen.getByRole<HTMLButtonElement>('button', { name: 'UPVOTE' }))
    await rtl.waitFor(() => expect(votesCalls()).toHaveLength(1))
    expect(votesCalls()[0]?.headers[GUEST_UPVOTES_HEADER]).toBe('[]')
  })
})
