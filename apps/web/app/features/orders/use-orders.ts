// The signed-in shopper's orders, newest first, a page at a time (§4 paging: more while not last).
import { useCallback, useEffect, useState } from 'react'
import type { OrderSummary } from '@haat/domain/catalog/order'
import { hasNextPage } from '@haat/domain/rules/paging'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { getOrders } from '../../lib/api/orders.ts'
import { useShopper } from './use-shopper.ts'

type OrdersState = {
  orders: OrderSummary[]
  next: number | null
  loading: boolean
  error: string | null
}

export function useOrders() {
  const shopper = useShopper()
  const [state, setState] = useState<OrdersState>({ orders: [], next: 0, loading: true, error: null })

  const loadPage = useCallback(async (page: number) => {
    setState((s) => ({ ...s, loading: true, error: null }))
    try {
      const answer = await getOrders(fetchTransport, page)
      setState((s) => ({
        orders: page === 0 ? answer.content : [...s.orders, ...answer.content],
        next: hasNextPage(answer) ? answer.pageNumber + 1 : null,
        loading: false,
        error: null,
      }))
    } catch (err) {
      setState((s) => ({ ...s, loading: false, error: err instanceof Error ? err.message : String(err) }))
    }
  }, [])

  useEffect(() => {
    if (shopper === 'signedIn') void loadPage(0)
  }, [shopper, loadPage])

  const more = useCallback(() => {
    if (state.next !== null && !state.loading) void loadPage(state.next)
  }, [loadPage, state.loading, state.next])
  const retry = useCallback(
    () => void loadPage(state.orders.length ? (state.next ?? 0) : 0),
    [loadPage, state],
  )
  return { shopper, ...state, more, retry }
}
