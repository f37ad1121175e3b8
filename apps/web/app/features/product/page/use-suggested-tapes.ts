// Decision 0839: a product page's "Suggested Tapes" are read by the browser as the shopper nears them,
// as "also bought" is (0811). The strip's reels were a fifth of a product page's first render.
import type { Tape } from '@haat/domain/catalog/entities'
import { SUGGESTED_REELS } from '@haat/domain/constants/timings'
import { productTapeSeed } from '@haat/domain/rules/tape-seed'
import { fetchTransport } from '../../../lib/api/fetch-transport.ts'
import { listTapes } from '../../../lib/api/tapes.ts'
import { useBrowserRead } from '../../../lib/api/use-browser-read.ts'

/** The product's reels: one of the few seeded orders (decision 0819), so the answer is a stored one. */
export function useSuggestedTapes(productId: number) {
  const seed = productTapeSeed(productId)
  const read = (): Promise<Tape[]> =>
    listTapes(fetchTransport, { seed }).then((page) => page.content.slice(0, SUGGESTED_REELS))
  return useBrowserRead(read, String(seed))
}
