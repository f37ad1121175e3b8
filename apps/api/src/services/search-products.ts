// The results page (GET /api/search): ranked cards, totals, facets, and a "did you mean" when nothing
// matched. A query whose every word is known but which finds nothing drops words from the end (as
// hosted engines do) before giving up, so "organic cotton kurta xl" still shows the kurtas.
import { pageOffset } from '@haat/domain/rules/paging'
import type { SearchFacets, SearchResult } from '@haat/domain/catalog/search'
import type { UpvoteLookup } from '../auth/viewer.ts'
import type { Db } from '../db/client.ts'
import { searchFacets } from '../repositories/search-facets.ts'
import {
  searchCards,
  searchCount,
  searchPage,
  type SearchFilter,
  type SearchOrder,
} from '../repositories/search-products.ts'
import { compileQuery } from '../search/compile-query.ts'
import { didYouMean } from '../search/did-you-mean.ts'
import { compileSearch, type CompiledSearch } from '../search/tsquery.ts'
import { markUpvoted } from './mark-upvoted.ts'
import { pageOf, type PageRequest } from './list-products.ts'

const EMPTY_FACETS = { category: [], brand: [], price: [], offer: [] }

/** Every match has one category: the category counts add up to the unfiltered total. */
const totalOf = (facets: SearchFacets) => facets.category.reduce((n, v) => n + v.count, 0)

/**
 * The facets' one scan also tells whether (and how much) the query matches and, for an unfiltered page
 * by relevance, ranks it: a search reads its matches once. Relaxing a query that found nothing counts only.
 */
async function matchingSearch(
  db: Db,
  compiled: Awaited<ReturnType<typeof compileQuery>>,
  page: { offset: number; limit: number } | undefined,
) {
  if (!compiled.search) return null
  const { facets, hits } = await searchFacets(db, compiled.search, page)
  if (totalOf(facets) > 0) return { search: compiled.search, total: totalOf(facets), facets, hits }
  for (let keep = compiled.plan.groups.length - 1; keep >= 1; keep--) {
    const relaxed: CompiledSearch | null = compileSearch({
      ...compiled.plan,
      groups: compiled.plan.groups.slice(0, keep),
    })
    if (!relaxed) break
    const n = await searchCount(db, relaxed, {})
    if (n > 0) return { search: relaxed, total: n, ...(await searchFacets(db, relaxed, page)) }
  }
  return null
}

const narrows = (f: SearchFilter) =>
  f.category !== undefined || f.brand !== undefined || f.price !== undefined || Boolean(f.offer)

export async function searchProducts(
  db: Db,
  query: string,
  request: PageRequest & { filter: SearchFilter; order: SearchOrder },
  upvotes: UpvoteLookup,
): Promise<SearchResult> {
  const compiled = await compileQuery(db, query, 'search')
  const page = { offset: pageOffset(request.page, request.size), limit: request.size }
  const rankedByFacets = !narrows(request.filter) && request.order === 'relevance'
  const matching = await matchingSearch(db, compiled, rankedByFacets ? page : undefined)
  const base = { query, understood: compiled.analysed.text }
  if (!matching)
    return {
      ...base,
      results: pageOf([], request, 0),
      facets: EMPTY_FACETS,
      didYouMean: await didYouMean(db, compiled),
    }
  const { search, facets, hits } = matching
  const [cards, total] = rankedByFacets
    ? [
        await searchCards(
          db,
          hits.map((h) => h.id),
        ),
        matching.total,
      ]
    : await Promise.all([
        searchPage(db, search, request.filter, request.order, page),
        // Unfiltered, the total is the facets' own: not counted again.
        narrows(request.filter) ? searchCount(db, search, request.filter) : matching.total,
      ])
  const content = await markUpvoted(db, cards, upvotes)
  return { ...base, results: pageOf(content, request, total), facets, didYouMean: null }
}
