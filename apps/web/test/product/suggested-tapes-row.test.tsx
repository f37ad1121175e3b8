// "Suggested Tapes" read by the browser (decision 0839): the seeded call, at most 7 reels, a data
// fallback whose retry reads again, and nothing at all when there are no reels. Real components and
// store; fetch answers as the API does, and IntersectionObserver and media playback are stood in for.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { setupIntersectionMocking } from 'react-intersection-observer/test-utils'
import { Provider } from 'react-redux'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Tape } from '@haat/domain/catalog/entities'
import { SuggestedTapesRow } from '../../app/features/product/page/SuggestedTapesRow.tsx'
import { installCatalogues } from '../../app/lib/i18n/catalogue.server.ts'
import { makeStore } from '../../app/store/store.ts'
import { fakeFetch } from '../auth/fake-fetch.ts'

const tape = (id: number): Tape => ({
  id,
  url: `/media/tapes/t${id}.mp4`,
  thumbnailUrl: `/media/tapes/t${id}-poster-540.webp`,
  product: { id: id * 10, slug: `product-${id}`, title: `Product ${id}`, upvoteCount: 40 + id },
})
const page = (count: number) => ({
  content: Array.from({ length: count }, (_, i) => tape(i + 1)),
  pageNumber: 0,
  last: false,
})

function renderRow(productId: number, onEmpty = vi.fn()) {
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: () => <SuggestedTapesRow productId={productId} onEmpty={onEmpty} /> },
  ])
  render(
    <Provider store={makeStore()}>
      <Stub hydrationData={{ loaderData: { root: { locale: 'en-IN' } } }} />
    </Provider>,
  )
  return onEmpty
}

beforeAll(installCatalogues)
beforeEach(() => {
  setupIntersectionMocking(vi.fn)
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('SuggestedTapesRow', () => {
  it("reads the product's seeded reels once and shows seven of the page's ten", async () => {
    const api = fakeFetch(() => ({ status: 200, body: page(10) }))
    vi.stubGlobal('fetch', api.fn)
    renderRow(1234)
    const strip = await screen.findByTestId('reel-strip')
    expect(strip.querySelectorAll('li')).toHaveLength(7)
    expect(screen.getByRole('heading', { name: 'Suggested Tapes' })).toBeTruthy()
    const asked = api.seen.map((r) => new URL(r.url, 'http://x'))
    expect(asked.map((u) => u.pathname + u.search)).toEqual(['/api/file/tapes?page=0&size=10&seed=34'])
  })

  it('shows the data fallback when the read fails, and its retry reads again', async () => {
    let fail = true
    const api = fakeFetch(() =>
      fail
        ? { status: 503, body: { error: 'unavailable', message: 'down' } }
        : { status: 200, body: page(3) },
    )
    vi.stubGlobal('fetch', api.fn)
    renderRow(7)
    const retry = await screen.findByRole('button', { name: /retry/i })
    expect(screen.queryByTestId('reel-strip')).toBeNull()
    fail = false
    await act(async () => fireEvent.click(retry))
    expect((await screen.findByTestId('reel-strip')).querySelectorAll('li')).toHaveLength(3)
    // Two reads of the reels (the failure itself is reported to the UI logger besides).
    expect(api.seen.filter((r) => r.url.includes('/api/file/tapes'))).toHaveLength(2)
    expect(api.seen.some((r) => r.url.endsWith('/api/ui-logger'))).toBe(true)
  })

  it('says it is empty, and shows no strip, when there are no reels', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: page(0) })).fn)
    const onEmpty = renderRow(5)
    await vi.waitFor(() => expect(onEmpty).toHaveBeenCalledTimes(1))
    expect(screen.queryByTestId('reel-strip')).toBeNull()
  })
})
