// The products in this browser's guest_upvotes list, newest vote first, fetched a batch at a time.
// Products that no longer exist (404) are skipped; any other failure offers a retry.
import { useCallback, useEffect, useState } from 'react'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { getProductById } from '../../lib/api/product-by-id.ts'
import { isNotFound } from '../../lib/api/transport.ts'
import { readGuestUpvotes } from '../../lib/storage/guest-upvotes-storage.ts'

export const GUEST_VOTES_BATCH = 12

export type GuestVotes = {
  /** 'reading' until hydration: the list lives in the browser, so the server cannot know it. */
  status: 'reading' | 'loading' | 'ready' | 'failed'
  ids: number[]
  products: ProductSummary[]
  /** How many ids were tried (shown or skipped). */
  done: number
}

export function useGuestVotes() {
  const [state, setState] = useState<GuestVotes>({ status: 'reading', ids: [], products: [], done: 0 })

  const loadBatch = useCallback(async (ids: number[], from: number) => {
    setState((s) => ({ ...s, ids, status: 'loading' }))
    const batch = ids.slice(from, from + GUEST_VOTES_BATCH)
    const answers = await Promise.allSettled(batch.map((id) => getProductById(fetchTransport, id)))
    const failed = answers.some((a) => a.status === 'rejected' && !isNotFound(a.reason))
    if (failed) return setState((s) => ({ ...s, status: 'failed' }))
    const found = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []))
    setState((s) => ({
      ...s,
      status: 'ready',
      products: [...s.products, ...found],
      done: from + batch.length,
    }))
  }, [])

  useEffect(() => {
    const ids = readGuestUpvotes().reverse() // newest vote first
    if (ids.length === 0) setState((s) => ({ ...s, status: 'ready' }))
    else void loadBatch(ids, 0)
  }, [loadBatch])

  const more = () => void loadBatch(state.ids, state.done)
  return { ...state, hasMore: state.done < state.ids.length, more }
}
