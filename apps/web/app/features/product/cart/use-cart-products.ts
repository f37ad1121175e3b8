// Names and options for the bag's lines: a cart item (§3) holds ids, price and image only, so the overlay
// reads each product once by id (no view counted) while it is open. Failures leave a plain line.
import { useEffect, useState } from 'react'
import type { Product } from '@haat/domain/catalog/product'
import { fetchTransport } from '../../../lib/api/fetch-transport.ts'
import { getProductById } from '../../../lib/api/product-by-id.ts'
import { reportUiError } from '../../../lib/api/ui-logger.ts'

export function useCartProducts(
  productIds: readonly number[],
  active: boolean,
): ReadonlyMap<number, Product> {
  const [known, setKnown] = useState<ReadonlyMap<number, Product>>(new Map())
  const missing = productIds.filter((id) => !known.has(id))
  const key = [...new Set(missing)].sort((a, b) => a - b).join(',')

  useEffect(() => {
    if (!active || !key) return
    let live = true
    const ids = key.split(',').map(Number)
    Promise.allSettled(ids.map((id) => getProductById(fetchTransport, id))).then((results) => {
      const found = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
      const failed = results.filter((r) => r.status === 'rejected').length
      if (failed)
        reportUiError({
          severity: 'warn',
          source: 'CartOverlay',
          message: `${failed} bag item(s) could not be described`,
        })
      if (live && found.length)
        setKnown((prev) => new Map([...prev, ...found.map((p) => [p.id, p] as const)]))
    })
    return () => {
      live = false
    }
  }, [active, key])
  return known
}
