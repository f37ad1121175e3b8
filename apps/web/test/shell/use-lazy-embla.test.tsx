// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react'
import type { EmblaCarouselType } from 'embla-carousel'
import { describe, expect, it, vi } from 'vitest'
import useEmblaCarousel from '../../app/lib/carousel/use-lazy-embla.ts'

function Carousel({ onApi }: { onApi: (api: EmblaCarouselType | undefined) => void }) {
  const [ref, api] = useEmblaCarousel({ loop: false })
  onApi(api)
  return (
    <div ref={ref}>
      <div>
        <div>one</div>
        <div>two</div>
      </div>
    </div>
  )
}

describe('useEmblaCarousel (lazy)', () => {
  it('renders the slides at once and hands over the carousel once Embla has loaded', async () => {
    // jsdom lacks the observers Embla watches slides with; they only need to exist here.
    class Observer {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer)
    vi.stubGlobal('ResizeObserver', Observer)
    window.matchMedia ??= (query: string) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never
    const seen: (EmblaCarouselType | undefined)[] = []
    const view = render(<Carousel onApi={(api) => seen.push(api)} />)
    expect(view.getByText('one')).toBeTruthy()
    expect(seen[0]).toBeUndefined()
    await waitFor(() => expect(seen.at(-1)).toBeDefined())
    expect(seen.at(-1)?.slideNodes()).toHaveLength(2)
    view.unmount()
    vi.unstubAllGlobals()
  })
})
