// Infinite scroll over a listing (spec §2/§4): SSR renders page 0; the next page is asked for only when
// hasNextPage says so. New loader data (another sort, filter or page) starts over from its page 0.
import { useCallback, useState } from 'react'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { hasNextPage } from '@haat/domain/rules/paging'
import type { ProductPage } from '../../lib/api/products.ts'

type State = { first: ProductPage; pages: ProductPage[] }

/** Trending order can shift between two page reads: a product seen on an earlier page is not repeated. */
export function uniqueProducts(pages: readonly ProductPage[]): ProductSummary[] {
  const seen = new Set<number>()
  const out: ProductSummary[] = []
  for (const p of pages) {
    for (const product of p.content) {
      if (seen.has(product.id)) continue
      seen.add(product.id)
      out.push(product)
    }
  }
  return out
}

export function useInfiniteListing(first: ProductPage, fetchPage: (page: number) => Promise<ProductPage>) {
  const [state, setState] = useState<State>({ first, pages: [first] })
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<unknown>(null)
  // Adjusting state while rendering (React's documented pattern) avoids a frame showing stale pages.
  if (state.first !== first) setState({ first, pages: [first] })
  const pages = state.first === first ? state.pages : [first]
  const last = pages[pages.length - 1] ?? first
  const canLoadMore = hasNextPage(last)

  const loadMore = useCallback(async () => {
    if (loading || !canLoadMore) return
    setLoading(true)
    setError(null)
    try {
      const next = await fetchPage(last.pageNumber + 1)
      setState((s) => (s.first === first ? { first, pages: [...s.pages, next] } : s))
    } catch (err) {
      setError(err)
    } finally {
      setLoading(false)
    }
  }, [loading, canLoadMore, fetchPage, last.pageNumber, first])

  /** Scroll restore puts back the pages that were loaded when the shopper left. */
  const restorePages = useCallback(
    (restored: ProductPage[]) => {
      if (restored.length > 0) setState({ first, pages: restored })
    },
    [first],
  )

  return { pages, products: uniqueProducts(pages), canLoadMore, loading, error, loadMore, restorePages }
}
