// Decision 0811: the "also bought" row is read by the browser when the shopper nears it, not by the
// server's render. Its ten cards were a third of a product page's first render; a recommendation row
// below the fold is what a shopper is least likely to reach and a crawler least needs.
import type { Product } from '@haat/domain/catalog/product'
import { fetchTransport } from '../../../lib/api/fetch-transport.ts'
import { useBrowserRead } from '../../../lib/api/use-browser-read.ts'
import { loadAlsoBought } from './load-also-bought.ts'

/** Reads the row; `retry` reads it again after a failure. */
export function useAlsoBought(product: Product) {
  // Primitives, so a revalidated page (a new product object, same product) does not read the row again.
  const of = { id: product.id, category: product.category.paramName, tag: product.tags[0]?.slug }
  return useBrowserRead(() => loadAlsoBought(fetchTransport, of), `${of.id} ${of.category} ${of.tag}`)
}
