// The buy card in jsdom with the real store: §4 cart button states, §5 option hint and batch minimum,
// option pickers (swatches, hidden Title), quantity bounds, and the two modals.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { setupIntersectionMocking } from 'react-intersection-observer/test-utils'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Product } from '@haat/domain/catalog/product'
import { DEFAULT_SWATCH } from '@haat/domain/rules/color'
import { BuyCard } from '../../app/features/product/buy-card/BuyCard.tsx'
import { useBuyActions } from '../../app/features/product/buy-card/use-buy-actions.ts'
import { useProductSelection } from '../../app/features/product/selection/use-product-selection.ts'
import { makeStore } from '../../app/store/store.ts'
import { bars, candle, makeProduct, shirt } from './fixtures.ts'

function Harness({ product }: { product: Product }) {
  const selection = useProductSelection(product)
  const actions = useBuyActions(product, selection, false)
  return (
    <BuyCard product={product} selection={selection} actions={actions} revealed={false} upvoteButton={null} />
  )
}

function renderCard(product: Product) {
  const store = makeStore()
  render(
    <Provider store={store}>
      <MemoryRouter>
        <Harness product={product} />
      </MemoryRouter>
    </Provider>,
  )
  return store
}

const card = () => within(screen.getByRole('region', { name: 'Buy' }))
const cartButton = (name: string) => card().getByRole('button', { name })

// Browser APIs jsdom lacks, used by the Embla carousel in the size chart modal.
beforeAll(() => {
  setupIntersectionMocking(vi.fn)
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('cart button states (§4)', () => {
  it('an auto-selected product adds at once, opens the cart overlay, then reads Go to Cart', () => {
    const p = candle()
    const store = renderCard(p)
    expect(card().queryByRole('radiogroup')).toBeNull() // a single-value Title option is hidden
    fireEvent.click(cartButton('Add to Cart'))
    expect(store.getState().cart.items).toEqual([
      expect.objectContaining({ productId: p.id, variantId: p.variants[0]!.id, quantity: 1 }),
    ])
    expect(store.getState().cart.isCartOpen).toBe(true)
    expect(cartButton('Go to Cart')).toBeTruthy()
  })

  it('a sold-out product reads Out of Stock, disabled', () => {
    renderCard(
      makeProduct({
        options: { Title: ['Default Title'] },
        variants: [{ options: { Title: 'Default Title' }, available: false }],
      }),
    )
    expect((cartButton('Out of Stock') as HTMLButtonElement).disabled).toBe(true)
  })

  it('a sold-out combination reads Out of Stock once chosen', () => {
    renderCard(shirt())
    fireEvent.click(card().getByRole('radio', { name: /^Black/ }))
    fireEvent.click(card().getByRole('radio', { name: /^L/ }))
    expect((cartButton('Out of Stock') as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('choosing options (§4/§5)', () => {
  it('without a choice, Add to Cart shows the hint for 3 s and adds nothing', () => {
    vi.useFakeTimers()
    const store = renderCard(shirt())
    fireEvent.click(cartButton('Add to Cart'))
    expect(card().getByRole('alert').textContent).toBe('Please choose your preferred option')
    act(() => vi.advanceTimersToNextFrame()) // the clock starts at the frame that paints the hint
    act(() => vi.advanceTimersByTime(2999))
    expect(card().queryByRole('alert')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(card().queryByRole('alert')).toBeNull()
    expect(store.getState().cart.items).toEqual([])
  })

  it('once every option is chosen the matching variant is added with its price', () => {
    const p = shirt()
    const store = renderCard(p)
    fireEvent.click(card().getByRole('radio', { name: /^Teal/ }))
    fireEvent.click(card().getByRole('radio', { name: /^L/ }))
    expect(card().getByRole('radio', { name: /^L/ }).getAttribute('aria-checked')).toBe('true')
    fireEvent.click(cartButton('Add to Cart'))
    expect(store.getState().cart.items).toEqual([
      expect.objectContaining({ variantId: p.variants[1]!.id, itemPrice: 1099 }),
    ])
  })

  it('Color values are swatches; unknown colour names fall back to grey', () => {
    renderCard(
      makeProduct({
        options: { Color: ['Teal', 'Monsoon Mist'] },
        variants: [{ options: { Color: 'Teal' } }, { options: { Color: 'Monsoon Mist' } }],
      }),
    )
    const swatch = (name: RegExp) => card().getByRole('radio', { name }).querySelector('span') as HTMLElement
    expect(swatch(/^Teal/).style.backgroundColor).toBe('teal')
    // An unknown name is dropped by the CSS parser; the swatch's grey base (DEFAULT_SWATCH) shows.
    expect(swatch(/^Monsoon Mist/).style.backgroundColor).toBe('')
    expect(swatch(/^Monsoon Mist/).className).toContain(`bg-[${DEFAULT_SWATCH}]`)
  })

  it('quantity starts at 1, cannot go below 1, and is what gets added', () => {
    const store = renderCard(candle())
    const minus = card().getByRole('button', { name: 'Decrease Quantity' }) as HTMLButtonElement
    expect(minus.disabled).toBe(true)
    fireEvent.click(card().getByRole('button', { name: 'Increase Quantity' }))
    fireEvent.click(card().getByRole('button', { name: 'Increase Quantity' }))
    expect(minus.disabled).toBe(false)
    fireEvent.click(cartButton('Add to Cart'))
    expect(store.getState().cart.items[0]?.quantity).toBe(3)
  })
})

describe('batch products (§5)', () => {
  it('blocks adding until the minimum, counts units, never steps below 0, then adds one line per flavour', async () => {
    const p = bars()
    const store = renderCard(p)
    expect(card().getByText('Select at least 6 units to proceed')).toBeTruthy()
    expect(card().getByText('Current selection: 0 units')).toBeTruthy()
    expect((cartButton('Select Minimum Quantity') as HTMLButtonElement).disabled).toBe(true)
    expect((card().getByRole('button', { name: 'Decrease Mango' }) as HTMLButtonElement).disabled).toBe(true)
    expect((card().getByRole('button', { name: 'Increase Lychee' }) as HTMLButtonElement).disabled).toBe(true) // sold out

    for (let i = 0; i < 4; i++) fireEvent.click(card().getByRole('button', { name: 'Increase Mango' }))
    fireEvent.click(card().getByRole('button', { name: 'Increase Cocoa' }))
    expect(card().getByText('Current selection: 5 units')).toBeTruthy()
    expect((cartButton('Select Minimum Quantity') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(card().getByRole('button', { name: 'Increase Cocoa' }))
    expect(card().queryByText('Select at least 6 units to proceed')).toBeNull()
    expect(card().getByText('Current selection: 6 units')).toBeTruthy()

    // The add is async (a server-synced cart will await it): let it settle.
    await act(async () => fireEvent.click(cartButton('Add to Cart')))
    expect(store.getState().cart.items.map((i) => [i.variantId, i.quantity])).toEqual([
      [p.variants[0]!.id, 4],
      [p.variants[1]!.id, 2],
    ])
    expect(cartButton('Go to Cart')).toBeTruthy()
    expect(card().getByText('Current selection: 0 units')).toBeTruthy()
  })
})

describe('links, modals and footer', () => {
  it('Size Chart shows only with a chart and opens The Gallery; Shipping Guide opens Shipping & Returns', async () => {
    renderCard(
      makeProduct({
        options: {},
        variants: [{ options: {} }],
        sizeChart: ['/media/size-charts/a.webp'],
        shippingDetails: 'Ships in 2 days',
      }),
    )
    fireEvent.click(card().getByRole('button', { name: 'Size Chart' }))
    expect(await screen.findByRole('dialog', { name: 'The Gallery' })).toBeTruthy() // loaded on first use
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    fireEvent.click(card().getByRole('button', { name: 'Shipping Guide' }))
    const dialog = await screen.findByRole('dialog', { name: 'Shipping & Returns' })
    expect(within(dialog).getByText('Ships in 2 days')).toBeTruthy()
    expect(within(dialog).getByText('No return policy')).toBeTruthy()
  })

  it('no size chart, no Size Chart link; the platform channel gets the secure-payments footer', async () => {
    renderCard(makeProduct({ options: {}, variants: [{ options: {} }], salesChannel: 'SHOPIFY' }))
    expect(card().queryByRole('button', { name: 'Size Chart' })).toBeNull()
    // The logos are their own chunk (the product page's JS budget): they appear once it has loaded.
    expect(await card().findByRole('list', { name: 'Accepted payment methods' })).toBeTruthy()
    cleanup()
    renderCard(makeProduct({ options: {}, variants: [{ options: {} }], salesChannel: 'HAAT' }))
    expect(card().queryByRole('list', { name: 'Accepted payment methods' })).toBeNull()
  })
})
