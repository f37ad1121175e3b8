// One listing screen for /browse-all, /tags/{slug} and /brands/{brandSlug}: breadcrumbs, a heading,
// the toolbar, filters (sidebar on desktop, sheet on mobile), results with infinite scroll, empty state.
import { Suspense, useCallback, useMemo, type ReactNode } from 'react'
import { Await, Link, useLocation, useNavigation } from 'react-router'
import type { TapePage } from '@haat/domain/catalog/entities'
import type { SearchFacets } from '@haat/domain/catalog/search'
import type { Crumb } from '@haat/domain/rules/breadcrumb'
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { useRootData } from '../../components/layout/use-root-data.ts'
import { Page } from '../../components/Page.tsx'
import { buttonClasses } from '../../components/ui/button.ts'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { listProducts, type ProductFilters, type ProductPage } from '../../lib/api/products.ts'
import { useAppSelector } from '../../store/store.ts'
import { VideosStrip } from '../binge/VideosStrip.tsx'
import { FilterPanel } from './FilterPanel.tsx'
import { SearchFacetsContext } from './search-facets-context.ts'
import { ListingResults } from './ListingResults.tsx'
import { ListingToolbar } from './ListingToolbar.tsx'
import { LoadMoreSentinel } from './LoadMoreSentinel.tsx'
import { useInfiniteListing } from './use-infinite-listing.ts'
import { useListingScrollRestore } from './use-listing-scroll-restore.ts'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = {
  crumbs: Crumb[]
  /** The heading block (title, intro, or a brand hero). */
  heading: ReactNode
  /** Page 0, rendered on the server. */
  page: ProductPage
  /** The same filters the loader used: later pages are fetched with them. */
  query: ProductFilters
  tapes?: Promise<TapePage>
  emptyText: string
  /** Show the category tree and search (browse-all). */
  filters?: boolean
  /** A search's results page: its facets replace the category tree, its sort starts at relevance. */
  search?: {
    /** null: nothing matched; the category tree stays. */
    facets: SearchFacets | null
    fetchPage: (page: number) => Promise<ProductPage>
    /** Above the results (what was understood). */
    notice?: ReactNode
    /** Instead of the plain empty state (did you mean, popular picks). */
    empty: ReactNode
  }
}

export function ListingPage(props: Props) {
  const { crumbs, heading, page, query, tapes, emptyText, filters = false, search } = props
  const origin = useRootData()?.origin
  const t = useT()
  const layout = useAppSelector((s) => s.ui.viewType)
  const listingPage = useCallback((n: number) => listProducts(fetchTransport, { ...query, page: n }), [query])
  const fetchPage = search?.fetchPage ?? listingPage
  const listing = useInfiniteListing(page, fetchPage)
  useListingScrollRestore(listing.pages, listing.restorePages)
  // Another sort or filter of this listing is loading: dim the old results until the new ones arrive.
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const refreshing = navigation.state === 'loading' && navigation.location.pathname === pathname

  // One element for as long as the loader's tapes: the listing's updates (the next page asked for, the
  // layout toggled) then pass the strip by. A new element each render reached it while it was still the
  // server's HTML, and React threw that away and drew it again (decision 0841).
  const strip = useMemo(
    () =>
      tapes && (
        <Suspense fallback={<StripPlaceholder />}>
          <Await resolve={tapes} errorElement={null}>
            {(t) => <VideosStrip tapes={t.content} />}
          </Await>
        </Suspense>
      ),
    [tapes],
  )
  return (
    <SearchFacetsContext value={search?.facets ?? null}>
      <Page className="space-y-5 md:space-y-6">
        <Breadcrumbs items={crumbs} origin={origin} />
        {heading}
        <ListingToolbar
          total={page.totalElements}
          totalVotes={page.totalUpvotes}
          filters={filters}
          relevance={Boolean(search)}
        />
        {search?.notice}
        <div className={filters ? 'lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8' : ''}>
          {filters && (
            <aside aria-label={t('Filters')} className="hidden lg:block">
              <div className="sticky top-36 max-h-[calc(100vh-10rem)] overflow-y-auto pr-1 pb-6">
                <FilterPanel />
              </div>
            </aside>
          )}
          <section
            aria-label={t('Products')}
            aria-busy={refreshing || undefined}
            className={`min-w-0 transition-opacity ${refreshing ? 'opacity-50' : ''}`}
          >
            {/* Cards are h3: without this a phone (filters hidden) jumps from h1 to h3. */}
            <h2 className="sr-only">{t('Products')}</h2>
            {listing.products.length === 0 && search ? (
              search.empty
            ) : listing.products.length === 0 ? (
              <EmptyState title={emptyText}>
                <p>{t('Try another category or fewer words.')}</p>
                <Link to="/browse-all" className={buttonClasses('secondary', 'sm', 'mt-4')}>
                  {t('Browse everything')}
                </Link>
              </EmptyState>
            ) : (
              <ListingResults products={listing.products} layout={layout} strip={strip} />
            )}
            <LoadMoreSentinel
              canLoadMore={listing.canLoadMore}
              loading={listing.loading}
              error={listing.error}
              onLoadMore={listing.loadMore}
              loadedPages={listing.pages.length}
              total={page.totalElements}
            />
          </section>
        </div>
      </Page>
    </SearchFacetsContext>
  )
}

/** Holds the strip's place while its tapes stream in, so the products below do not jump. */
function StripPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="-mx-4 h-[415px] animate-pulse bg-neel-900/85 md:mx-0 md:h-[392px] md:rounded-[1.5rem] lg:h-[344px] xl:h-[428px]"
    />
  )
}
