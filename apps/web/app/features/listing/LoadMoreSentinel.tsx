// Spec §2/§9 infinite scroll: the next page loads when this end marker is 90% visible.
import { LoaderCircle } from 'lucide-react'
import { useEffect } from 'react'
import { useInView } from 'react-intersection-observer'
import { INFINITE_SCROLL_THRESHOLD } from '@haat/domain/constants/timings'
import { formatCount } from '@haat/domain/format/money'
import { DataFallback } from '../../components/DataFallback.tsx'

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
  const { ref, inView } = useInView({ threshold: INFINITE_SCROLL_THRESHOLD })
  useEffect(() => {
    if (inView && canLoadMore && !loading && !error) onLoadMore()
  }, [inView, canLoadMore, loading, error, onLoadMore, loadedPages])

  if (error) return <DataFallback error={error} onRetry={onLoadMore} className="mt-6" />
  if (!canLoadMore) {
    return total > 0 ? (
      <p className="py-8 text-center text-sm text-ink-faint">
        That’s all {formatCount(total)} {total === 1 ? 'product' : 'products'}.
      </p>
    ) : null
  }
  return (
    <div
      ref={ref}
      data-testid="load-more"
      className="flex h-20 items-center justify-center text-sm text-ink-soft"
    >
      {loading && (
        <span role="status" className="inline-flex items-center gap-2">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-saffron-600" />
          Loading more products…
        </span>
      )}
    </div>
  )
}
