// §4 bottom sheet: fetches the product by slug when it opens. §8: a failed fetch is logged and loading ends.
import { useCallback, useEffect, useState } from 'react'
import type { Product } from '@haat/domain/catalog/product'
import { fetchTransport } from '../../../lib/api/fetch-transport.ts'
import { getProductBySlug } from '../../../lib/api/products.ts'
import { reportUiError } from '../../../lib/api/ui-logger.ts'

type SheetProduct = { product: Product | null; loading: boolean; error: unknown }

export function useSheetProduct(slug: string | null) {
  const [s, setS] = useState<SheetProduct>({ product: null, loading: false, error: null })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!slug) return
    let live = true
    setS((prev) => ({
      product: prev.product?.slug === slug ? prev.product : null,
      loading: true,
      error: null,
    }))
    getProductBySlug(fetchTransport, slug)
      .then((product) => live && setS({ product, loading: false, error: null }))
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error)
        console.error('Variant sheet: product fetch failed', error)
        reportUiError({
          severity: 'error',
          source: 'VariantSheet',
          message: `Product '${slug}' could not be loaded: ${message}`,
        })
        if (live) setS({ product: null, loading: false, error })
      })
    return () => {
      live = false
    }
  }, [slug, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...s, retry }
}
