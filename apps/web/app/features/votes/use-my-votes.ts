// My Votes for a signed-in shopper: their upvoted products from the API, a page at a time (spec §4
// paging: ask again only while the answer is not last and pageNumber + 1 < totalPages).
import { useCallback, useEffect, useState } from 'react'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { hasNextPage } from '@haat/domain/rules/paging'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { listMyUpvotedProducts } from '../../lib/api/user.ts'

export const MY_VOTES_PAGE_SIZE = 12

type MyVotes = {
  status: 'loading' | 'ready' | 'failed'
  products: ProductSummary[]
  total: number
  /** The next page to ask for, or null after the last one. */
  next: number | null
}

export function useMyVotes(userId: string) {
  const [state, setState] = useState<MyVotes>({ status: 'loading', products: [], total: 0, next: 0 })

  const load = useCallback(async (page: number) => {
    setState((s) => ({ ...s, status: 'loading' }))
    try {
      const answer = await listMyUpvotedProducts(fetchTransport, page, MY_VOTES_PAGE_SIZE)
      setState((s) => ({
        status: 'ready',
        // A vote made meanwhile shifts the pages: a product already shown is not shown twice.
        products: [...s.products, ...answer.content.filter((p) => !s.products.some((q) => q.id === p.id))],
        total: answer.totalElements,
        next: hasNextPage(answer) ? answer.pageNumber + 1 : null,
      }))
    } catch {
      setState((s) => ({ ...s, status: 'failed' }))
    }
  }, [])

  useEffect(() => {
    setState({ status: 'loading', products: [], total: 0, next: 0 })
    void load(0)
  }, [load, userId])

  const more = () => state.next !== null && void load(state.next)
  return { ...state, more, retry: () => void load(state.next ?? 0) }
}
