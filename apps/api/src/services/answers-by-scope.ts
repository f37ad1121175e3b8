// Which stored answers a vote may move (issue 13: votes flowing): each answer with a filter is found
// under its filter's scope keys (filter-scope.ts), so a vote visits the answers of its product's
// category, subcategory, brand, tags and the unfiltered ones, not every stored answer. The owner adds
// an answer when it stores it and removes it when it leaves, by any path.
import type { ProductScope } from '../events/catalog-events.ts'
import type { ProductFilter } from '../repositories/product-listing.ts'
import { filterScopeKeys, productScopeKeys } from './filter-scope.ts'

export function answersByScope() {
  const byKey = new Map<string, Set<string>>()
  const keysOf = new Map<string, string[]>()
  const remove = (url: string) => {
    for (const key of keysOf.get(url) ?? []) {
      const urls = byKey.get(key)!
      urls.delete(url)
      if (urls.size === 0) byKey.delete(key)
    }
    keysOf.delete(url)
  }
  return {
    add(url: string, filter: ProductFilter) {
      remove(url)
      const keys = filterScopeKeys(filter)
      keysOf.set(url, keys)
      for (const key of keys) {
        const urls = byKey.get(key) ?? new Set<string>()
        urls.add(url)
        byKey.set(key, urls)
      }
    },
    remove,
    /** The answers whose filter may list the product (each once). */
    mayList(productId: number, scope: ProductScope): string[] {
      const found = new Set<string>()
      for (const key of productScopeKeys(productId, scope))
        for (const url of byKey.get(key) ?? []) found.add(url)
      return [...found]
    },
    /** How many answers are filed (none once each has been removed). */
    get size() {
      return keysOf.size
    },
  }
}
