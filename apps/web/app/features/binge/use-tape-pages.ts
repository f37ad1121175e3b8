// Later pages of the binge feed, fetched in the browser as the shopper nears the end of what is loaded.
// The first page came from the loader (a failure there goes to the route's error boundary).
import { useCallback, useRef, useState } from 'react'
import type { Tape } from '@haat/domain/catalog/entities'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { listTapes } from '../../lib/api/tapes.ts'
import { appendTapes } from './tape-order.ts'

type Start = { tapes: Tape[]; pageNumber: number; last: boolean; seed: number | null }

export function useTapePages(start: Start) {
  const [tapes, setTapes] = useState(start.tapes)
  const [page, setPage] = useState({ number: start.pageNumber, last: start.last })
  const [failed, setFailed] = useState(false)
  const loading = useRef(false)

  const loadMore = useCallback(async () => {
    if (loading.current || page.last) return
    loading.current = true
    setFailed(false)
    try {
      const next = await listTapes(fetchTransport, { page: page.number + 1, seed: start.seed ?? undefined })
      setTapes((shown) => appendTapes(shown, next.content))
      setPage({ number: next.pageNumber, last: next.last || next.content.length === 0 })
    } catch {
      setFailed(true)
    } finally {
      loading.current = false
    }
  }, [page, start.seed])

  return { tapes, last: page.last, failed, loadMore }
}
