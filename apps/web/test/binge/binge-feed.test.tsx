// The feed in jsdom: real components and store; only browser APIs jsdom lacks (IntersectionObserver,
// media playback, element scrolling) are stood in for.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { setupIntersectionMocking } from 'react-intersection-observer/test-utils'
import { Provider } from 'react-redux'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Tape } from '@haat/domain/catalog/entities'
import { BingeFeed } from '../../app/features/binge/BingeFeed.tsx'
import { installCatalogues } from '../../app/lib/i18n/catalogue.server.ts'
import type { Locale } from '../../app/lib/i18n/locale.ts'
import { makeStore } from '../../app/store/store.ts'

const tape = (id: number): Tape => ({
  id,
  url: `/media/tapes/t${id}.mp4`,
  thumbnailUrl: `/media/tapes/t${id}-poster-540.webp`,
  product: { id: id * 10, slug: `product-${id}`, title: `Product ${id}`, upvoteCount: 40 + id },
})

/** The feed as a page shows it: under the root route, whose data names the language. */
function renderFeed(count: number, locale: Locale = 'en-IN') {
  const store = makeStore()
  const tapes = Array.from({ length: count }, (_, i) => tape(i + 1))
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: () => <BingeFeed tapes={tapes} pageNumber={0} last seed={42} /> },
  ])
  const root = { locale }
  render(
    <Provider store={store}>
      <Stub hydrationData={{ loaderData: { root } }} />
    </Provider>,
  )
  return store
}

const videos = () => screen.getAllByLabelText(/^Video: /) as HTMLVideoElement[]
const activeIndex = () => videos().findIndex((v) => v.dataset.active === 'true')

// The messages where a page's script puts them (decision 0813).
beforeAll(installCatalogues)

beforeEach(() => {
  setupIntersectionMocking(vi.fn)
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined)
  Element.prototype.scrollTo = vi.fn() as typeof Element.prototype.scrollTo
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('BingeFeed', () => {
  it('starts on the first tape: only it loads and plays', () => {
    renderFeed(6)
    expect(activeIndex()).toBe(0)
    expect(videos().map((v) => v.getAttribute('preload'))).toEqual([
      'auto',
      'none',
      'none',
      'none',
      'none',
      'none',
    ])
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1)
  })

  it('auto-advances 1→2→3→4 as each video ends, then stays on the 4th', () => {
    renderFeed(6)
    const order = [activeIndex()]
    for (let i = 0; i < 4; i++) {
      act(() => {
        fireEvent.ended(videos()[activeIndex()]!)
      })
      order.push(activeIndex())
    }
    expect(order).toEqual([0, 1, 2, 3, 3])
    expect(videos().map((v) => v.loop)).toEqual([false, false, false, true, true, true])
    expect(Element.prototype.scrollTo).toHaveBeenCalledTimes(3)
  })

  it('the audio toggle flips the store and unmutes the playing video', () => {
    const store = renderFeed(3)
    const toggle = screen.getByRole('button', { name: 'Sound' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    expect(videos()[0]!.muted).toBe(true)
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(store.getState().ui.isAudioOn).toBe(true)
    expect(videos()[0]!.muted).toBe(false)
    fireEvent.click(toggle)
    expect(videos()[0]!.muted).toBe(true)
  })

  it('shows each tape’s product with its upvotes and a link to its page', () => {
    renderFeed(2)
    expect(screen.getByRole('heading', { name: 'Product 2' })).toBeTruthy()
    expect(screen.getByLabelText('42 upvotes')).toBeTruthy()
    const links = screen.getAllByRole('link', { name: /Shop this/ })
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/product/product-1', '/product/product-2'])
  })

  it('speaks Hindi on a Hindi page: upvotes, the way to the product, the arrows', () => {
    renderFeed(2, 'hi-IN')
    expect(screen.getByLabelText('42 अपवोट')).toBeTruthy()
    expect(screen.getAllByRole('link', { name: /इसे ख़रीदें/ })).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'अगला वीडियो' })).toBeTruthy()
    expect(screen.getByRole('feed', { name: 'Binge: प्रोडक्ट के वीडियो' })).toBeTruthy()
  })
})
