// Decision 0811: the "also bought" row is read by the browser when the shopper nears it, not by the
// server's render. Its ten cards were a third of a product page's first render; a recommendation row
// below the fold is what a shopper is least likely to reach and a crawler least needs.
import { useCallback, useEffect, useState } from 'react'
import type { Product, ProductSummary } from '@haat/domain/catalog/product'
import { fetchTransport } from '../../../lib/api/fetch-transport.ts'
import { loadAlsoBought } from './load-also-bought.ts'

export type AlsoBoughtState =
  | { status: 'waiting' }
  | { status: 'loaded'; products: ProductSummary[] }
  | { status: 'failed'; error: unknown }

/** Reads the row; `retry` reads it again after a failure. */
export function useAlsoBought(product: Product) {
  // Primitives, so a revalidated page (a new product object, same product) does not read the row again.
  const id = product.id
  const category = product.category.paramName
  const tag = product.tags[0]?.slug
  const [state, setState] = useState<AlsoBoughtState>({ status: 'waiting' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    setState({ status: 'waiting' })
    loadAlsoBought(fetchTransport, { id, category, tag }).then(
      (products) => live && setState({ status: 'loaded', products }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    )
    return () => {
      live = false
    }
  }, [id, category, tag, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
