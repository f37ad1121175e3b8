// The two calls the search benchmarks time, as a guest makes them: the first results page by relevance,
// and the suggestions as the shopper types.
import type { Db } from '../src/db/client.ts'
import { searchProducts } from '../src/services/search-products.ts'
import { suggestSearch } from '../src/services/suggest-search.ts'

const nobody = { voterKey: null, productIds: new Set<number>() }

export const searchCalls = (db: Db) => ({
  search: (q: string) => searchProducts(db, q, { page: 0, size: 10, filter: {}, order: 'relevance' }, nobody),
  suggest: (q: string) => suggestSearch(db, q),
})
