// One of the shopper's orders (GET /api/orders/{publicId}), read once the session is known; while its
// refund is on its way it is read again now and then, so the page shows the refund as the gateway's
// webhooks report it.
import { useCallback, useEffect, useState } from 'react'
import type { Order } from '@haat/domain/catalog/order'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { getOrder } from '../../lib/api/orders.ts'
import { isApiRequestError } from '../../lib/api/transport.ts'
import { useShopper } from './use-shopper.ts'

const REFUND_RECHECK_MS = 5_000

export type OrderLoad =
  | { kind: 'loading' }
  | { kind: 'guest' }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; order: Order }

export function useOrder(publicId: string) {
  const shopper = useShopper()
  const [load, setLoad] = useState<OrderLoad>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (shopper !== 'signedIn') return
    let live = true
    getOrder(fetchTransport, publicId)
      .then((order) => live && setLoad({ kind: 'ready', order }))
      .catch((err: unknown) => {
        if (!live) return
        if (isApiRequestError(err) && (err.status === 404 || err.status === 403))
          setLoad({ kind: 'notFound' })
        else setLoad({ kind: 'failed', message: err instanceof Error ? err.message : String(err) })
      })
    return () => {
      live = false
    }
  }, [publicId, shopper, attempt])

  const refundOnItsWay = load.kind === 'ready' && load.order.refundStatus === 'PENDING'
  useEffect(() => {
    if (!refundOnItsWay) return
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return
      getOrder(fetchTransport, publicId).then(
        (order) => setLoad({ kind: 'ready', order }),
        () => {}, // the next try, or a reload, says more
      )
    }, REFUND_RECHECK_MS)
    return () => clearInterval(timer)
  }, [refundOnItsWay, publicId])

  const retry = useCallback(() => {
    setLoad({ kind: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  const replace = useCallback((order: Order) => setLoad({ kind: 'ready', order }), [])
  return { load: shopper === 'guest' ? ({ kind: 'guest' } as const) : load, retry, replace }
}
