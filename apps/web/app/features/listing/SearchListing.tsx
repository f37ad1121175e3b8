// /browse-all?search=… : the listing screen fed by the search call, with its facets, what was understood
// (Devanagari shown in Latin letters), and an empty state that is not a dead end.
import { useCallback, type ReactNode } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import type { TapePage } from '@haat/domain/catalog/entities'
import type { ProductSummary } from '@haat/domain/catalog/product'
import type { Crumb } from '@haat/domain/rules/breadcrumb'
import type { SearchResult } from '@haat/domain/catalog/search'
import { useRootData } from '../../components/layout/use-root-data.ts'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import type { ProductFilters } from '../../lib/api/products.ts'
import { searchProducts, type SearchQuery } from '../../lib/api/search.ts'
import { Around, AT } from '../../components/Around.tsx'
import { hrefOf } from './listing-params.ts'
import { ListingPage } from './ListingPage.tsx'
import { SearchEmptyState } from './SearchEmptyState.tsx'
import { withoutFacets } from './search-facet-params.ts'
import { useT } from '../../lib/i18n/use-t.ts'

export type SearchData = {
  searchQuery: SearchQuery
  result: SearchResult
  picks: ProductSummary[]
  /** Matches exist, none with the chosen facets. */
  narrowed: boolean
}

type Props = {
  crumbs: Crumb[]
  heading: ReactNode
  query: ProductFilters
  tapes?: Promise<TapePage>
  emptyText: string
  data: SearchData
}

const DEVANAGARI = /\p{Script=Devanagari}/u

export function SearchListing({ crumbs, heading, query, tapes, emptyText, data }: Props) {
  const { searchQuery, result, picks, narrowed } = data
  const categories = useRootData()?.categories ?? []
  const t = useT()
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const fetchPage = useCallback(
    (n: number) => searchProducts(fetchTransport, { ...searchQuery, page: n }).then((r) => r.results),
    [searchQuery],
  )
  const { facets } = result
  const anyFacet = facets.category.length + facets.brand.length + facets.price.length > 0
  const understood = DEVANAGARI.test(searchQuery.q) && result.understood && (
    <p className="text-sm text-ink-soft" data-testid="search-understood">
      <Around text={t('Showing results for {understood}', { understood: AT })}>
        <strong className="font-semibold text-ink">{result.understood}</strong>
      </Around>
    </p>
  )
  return (
    <ListingPage
      crumbs={crumbs}
      heading={heading}
      page={result.results}
      query={query}
      tapes={tapes}
      emptyText={emptyText}
      filters
      search={{
        facets: anyFacet ? facets : null,
        fetchPage,
        notice: understood || null,
        empty: (
          <SearchEmptyState
            query={searchQuery.q}
            didYouMean={result.didYouMean}
            clearFiltersHref={narrowed ? hrefOf(pathname, withoutFacets(params)) : null}
            categories={categories}
            picks={picks}
          />
        ),
      }}
    />
  )
}
