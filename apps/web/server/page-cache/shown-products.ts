// The products a page shows are the products in the API answers its loaders read: the page cache drops
// a stored page when a vote moves one of their counts (decision 0640).
import { forEachProduct } from '@haat/api/http/answer-products'
import type { ApiTransport } from '../../app/lib/api/transport.ts'

export function recordingShownProducts(api: ApiTransport, shown: Set<number>): ApiTransport {
  return async <T>(call: Parameters<ApiTransport>[0]) => {
    const answer = await api<T>(call)
    forEachProduct(answer, (product) => shown.add(product.id))
    return answer
  }
}
