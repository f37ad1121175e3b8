// Why a shared page was rendered instead of sent from its copy (issue 13: the mix's page misses are
// the dearest work the server does, and each cause has its own remedy): no copy was ever kept here
// (first), its copy was pushed out to make room (evicted), the copy was past its time (stale), or a
// vote on a product it shows had aged it (aged, decision 0801). Counted on /metrics.
import type { StoredPage } from './stored-page.ts'

export type PageRenderReason = 'first' | 'evicted' | 'stale' | 'aged'

/** Keys pushed out are remembered up to this many (then the oldest are forgotten: counted as first). */
const REMEMBERED_EVICTIONS = 20_000

export function renderReasons() {
  const evicted = new Set<string>()
  return {
    /** The cache pushed this key's copy out for room. */
    evicted(key: string) {
      evicted.delete(key)
      evicted.add(key)
      if (evicted.size > REMEMBERED_EVICTIONS) evicted.delete(evicted.values().next().value!)
    },
    /** Why the request about to render key renders it; page: the copy it could not be sent. */
    reason(key: string, page: StoredPage | undefined): PageRenderReason {
      if (page) return page.aged ? 'aged' : 'stale'
      return evicted.delete(key) ? 'evicted' : 'first'
    },
    /** The catalogue changed: every copy is gone and none was pushed out. */
    clear: () => evicted.clear(),
  }
}
