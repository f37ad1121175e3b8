// Spec §4 pending actions created by the buttons whose flow goes on to the bag, for a guest on a store
// that requires sign-in: the product page's bottom bar (product/upvoteWithBottomCartOverlay with the
// slug) and a product card (product/upvoteWithCartOverlay with the item, or the sheet's variant when there
// is something to choose); the buy card's own button keeps product/upvote. §8: the buy card uses the
// upvote button's error callback to say a vote failed.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { setupIntersectionMocking } from 'react-intersection-observer/test-utils'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { UPVOTE_FAILED } from '@haat/domain/constants/messages'
import { CardActions } from '../../app/features/listing/CardActions.tsx'
import { ProductView } from '../../app/features/product/ProductView.tsx'
import { initialAuthState, signedIn } from '../../app/store/auth-slice.ts'
import { makeStore } from '../../app/store/store.ts'
import { fakeFetch } from '../auth/fake-fetch.ts'
import { settings } from '../auth/settings.ts'
import { summary } from '../listing/summaries.ts'
import { candle, shirt } from '../product/fixtures.ts'

beforeAll(() => {
  setupIntersectionMocking(vi.fn)
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
})
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'), // reduced motion: no confetti canvas in jsdom
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }))
  vi.spyOn(console, 'error').mockImplementation(() => {}) // jsdom cannot navigate to the provider
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const pendingAction = () => JSON.parse(localStorage.getItem('pendingAction') ?? 'null')

function storeFor(upvoteRequiresSignIn: boolean) {
  return makeStore({ auth: { ...initialAuthState, config: { signIn: settings, upvoteRequiresSignIn } } })
}

function renderPage(store: ReturnType<typeof makeStore>) {
  const product = { ...shirt(), offer: null }
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ProductView product={product} origin="https://shop.test" />
      </MemoryRouter>
    </Provider>,
  )
  return product
}

describe('the product page', () => {
  it("the bottom bar's upvote leaves product/upvoteWithBottomCartOverlay pending with the slug", async () => {
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: {} })).fn)
    const product = renderPage(storeFor(true))
    // The bar is a chunk of its own (loaded after the page): wait for it.
    const bar = within(await screen.findByTestId('product-bottom-bar'))
    await act(async () => fireEvent.click(bar.getByRole('button', { name: 'UPVOTE', hidden: true })))
    await vi.waitFor(() =>
      expect(pendingAction()).toEqual({
        type: 'product/upvoteWithBottomCartOverlay',
        payload: { productId: product.id, upvoteCount: product.upvoteCount, slug: product.slug },
      }),
    )
  })

  it("the buy card's upvote leaves the plain product/upvote pending", async () => {
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: {} })).fn)
    renderPage(storeFor(true))
    const card = within(screen.getByRole('region', { name: 'Buy' }))
    await act(async () => fireEvent.click(card.getByRole('button', { name: 'UPVOTE' })))
    await vi.waitFor(() => expect(pendingAction()?.type).toBe('product/upvote'))
  })

  it('a failed signed-in vote: the error callback puts the reason on the buy card', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const net = fakeFetch((r) =>
      r.url.includes('/upvote/')
        ? { status: 500, body: { error: 'internal', message: 'Something went wrong on our side' } }
        : { status: 201, body: { success: true } },
    )
    vi.stubGlobal('fetch', net.fn)
    localStorage.setItem('access_token', 'at-1')
    const store = storeFor(false)
    store.dispatch(signedIn({ user: { id: 'u', name: 'A', email: '' }, accessToken: 'at-1' }))
    renderPage(store)
    const card = within(screen.getByRole('region', { name: 'Buy' }))
    expect(card.queryByText(UPVOTE_FAILED)).toBeNull()
    fireEvent.click(card.getByRole('button', { name: 'UPVOTE' }))
    // The signed-in vote's code loads on the tap, then its 2 s screen: let time pass until it has failed.
    // The chunk loads in real time (slow on a busy machine), so wait up to 15 s of it, not the 1 s default.
    await vi.waitFor(
      async () => {
        await act(() => vi.advanceTimersByTimeAsync(500))
        expect(card.getByRole('alert').textContent).toBe(UPVOTE_FAILED)
      },
      { timeout: 15_000, interval: 100 },
    )
    expect(net.seen.some((r) => r.url.includes('/upvote/'))).toBe(true)
  })
})

describe('a product card', () => {
  function renderCard(product: ReturnType<typeof summary>) {
    render(
      <Provider store={storeFor(true)}>
        <MemoryRouter>
          <CardActions product={product} isUpvoted={false} stacked={false} />
        </MemoryRouter>
      </Provider>,
    )
  }

  it('one auto-selected variant: product/upvoteWithCartOverlay with the item to add after the vote', async () => {
    const net = fakeFetch((r) =>
      r.url === '/api/product/search/8' ? { status: 200, body: candle() } : { status: 200, body: {} },
    )
    vi.stubGlobal('fetch', net.fn)
    renderCard(summary(8, { offer: null, variantCount: 1 }))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'UPVOTE' })))
    await vi.waitFor(() => expect(pendingAction()?.type).toBe('product/upvoteWithCartOverlay'))
    expect(pendingAction().payload).toEqual({
      productId: 8,
      upvoteCount: 12,
      item: {
        productId: 8,
        variantId: 801,
        quantity: 1,
        itemImage: '/media/products/p8-1-960.webp',
        itemPrice: 999,
        offer: candle().offer,
        isUpvoted: true,
      },
    })
  })

  it('several variants: product/upvoteWithBottomCartOverlay, so the sheet asks after the vote', async () => {
    const net = fakeFetch(() => ({ status: 200, body: {} }))
    vi.stubGlobal('fetch', net.fn)
    renderCard(summary(7, { offer: null, variantCount: 4 }))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'UPVOTE' })))
    await vi.waitFor(() =>
      expect(pendingAction()).toEqual({
        type: 'product/upvoteWithBottomCartOverlay',
        payload: { productId: 7, upvoteCount: 12, slug: 'product-7' },
      }),
    )
    expect(net.seen.some((r) => r.url.includes('/product/search/'))).toBe(false)
  })
})
