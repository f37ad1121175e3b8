// Spec §2/§9 infinite scroll: the next page loads when this end marker is 90% visible.
import { LoaderCircle } from '../../components/icon/icons.ts'
import { useEffect } from 'react'
import { useInView } from 'react-intersection-observer'
import { INFINITE_SCROLL_THRESHOLD } from '@haat/domain/constants/timings'
import { formatCount } from '@haat/domain/format/money'
import { DataFallback } from '../../components/DataFallback.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

/** How much of an element is inside the viewport, 0..1. */
function visibleShare(el: Element): number {
  const r = el.getBoundingClientRect()
  if (r.height === 0) return 0
  const shown = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0)
  return Math.max(0, shown) / r.height
}

type Props = {
  canLoadMore: boolean
  loading: boolean
  error: unknown
  onLoadMore: () => void
  /** Pages loaded so far: after each one the marker is checked again (it may still be on screen). */
  loadedPages: number
  total: number
}

export function LoadMoreSentinel({ canLoadMore, loading, error, onLoadMore, loadedPages, total }: Props) {
  const t = useT()
  const { ref, inView, entry } = useInView({ threshold: INFINITE_SCROLL_THRESHOLD })
  useEffect(() => {
    // `inView` lags a render behind when a page lands (the observer reports later): the marker's own
    // position decides, or the page just added would be followed at once by the next one.
    const marker = entry?.target
    if (!inView || !marker || !canLoadMore || loading || error) return
    if (visibleShare(marker) >= INFINITE_SCROLL_THRESHOLD) onLoadMore()
  }, [inView, entry, canLoadMore, loading, error, onLoadMore, loadedPages])

  if (error) return <DataFallback error={error} onRetry={onLoadMore} className="mt-6" />
  if (!canLoadMore) {
    return total > 0 ? (
      <p className="py-8 text-center text-sm text-ink-faint">
        {t('That’s all {total} {count, plural, one {product} other {products}}.', {
          total: formatCount(total),
          count: total,
        })}
      </p>
    ) : null
  }
  // overflow-anchor: none, or the browser's scroll anchoring would keep this marker on screen as pages are
  // added above it, and every page of the listing would load one after another.
  return (
    <div
      ref={ref}
      data-testid="load-more"
      className="flex h-20 items-center justify-center text-sm text-ink-soft [overflow-anchor:none]"
    >
      {loading && (
        <span role="status" className="inline-flex items-center gap-2">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-saffron-600" />
          {t('Loading more products…')}
        </span>
      )}
    </div>
  )
}
