// Suggestions as the shopper types (GET /api/search/suggest): categories, brands and tags whose names
// match, then the best products. The last word is completed ("sungl" → sunglasses).
import type { Suggestions } from '@haat/domain/catalog/search'
import type { Db } from '../db/client.ts'
import { suggestNames, suggestProducts } from '../repositories/search-suggestions.ts'
import { compileQuery } from '../search/compile-query.ts'
import { suggestionWords } from '../search/suggestion-words.ts'

const NAMES_PER_KIND = 2
const PRODUCTS = 6

export async function suggestSearch(db: Db, query: string): Promise<Suggestions> {
  const { search, plan, lexicon } = await compileQuery(db, query, 'suggest')
  if (!search) return { query, suggestions: [] }
  const [names, items] = await Promise.all([
    suggestNames(db, search, NAMES_PER_KIND),
    suggestProducts(db, search, PRODUCTS, { words: suggestionWords(plan, lexicon) }),
  ])
  return { query, suggestions: [...names, ...items] }
}
