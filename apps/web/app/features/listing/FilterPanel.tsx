// The listing's filters: search within, then a search's facets or the category tree, and a way back.
import { Link, useLocation, useSearchParams } from 'react-router'
import { useRootData } from '../../components/layout/use-root-data.ts'
import { CategoryFilters } from './CategoryFilters.tsx'
import { clearFilters, hrefOf } from './listing-params.ts'
import { ListingSearch } from './ListingSearch.tsx'
import { SearchFacetFilters } from './SearchFacetFilters.tsx'
import { chosenFacetCount, withoutFacets } from './search-facet-params.ts'
import { useSearchFacets } from './search-facets-context.ts'
import { useT } from '../../lib/i18n/use-t.ts'

function Heading({
  title,
  clearTo,
  onNavigate,
}: {
  title: string
  clearTo?: string
  onNavigate?: () => void
}) {
  const t = useT()
  return (
    <div className="flex items-center justify-between px-2">
      <h2 className="text-xs font-bold tracking-[0.16em] text-ink-soft uppercase">{t(title)}</h2>
      {clearTo && (
        <Link
          to={clearTo}
          onClick={onNavigate}
          className="text-xs font-semibold text-saffron-700 hover:underline"
        >
          {t('Clear all')}
        </Link>
      )}
    </div>
  )
}

export function FilterPanel({ onNavigate }: { onNavigate?: () => void }) {
  const categories = useRootData()?.categories ?? []
  const t = useT()
  const facets = useSearchFacets()
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  if (facets) {
    const clearTo = chosenFacetCount(params) ? hrefOf(pathname, withoutFacets(params)) : undefined
    return (
      <div className="space-y-5">
        <ListingSearch onNavigate={onNavigate} />
        <Heading title="Narrow by" clearTo={clearTo} onNavigate={onNavigate} />
        <SearchFacetFilters facets={facets} onNavigate={onNavigate} />
      </div>
    )
  }
  const filtered = params.has('category') || params.has('subcategory') || params.has('search')
  return (
    <div className="space-y-5">
      <ListingSearch onNavigate={onNavigate} />
      <div className="space-y-2">
        <Heading
          title="Categories"
          clearTo={filtered ? hrefOf(pathname, clearFilters(params)) : undefined}
          onNavigate={onNavigate}
        />
        {categories.length ? (
          <CategoryFilters categories={categories} onNavigate={onNavigate} />
        ) : (
          <p className="px-2 text-sm text-ink-soft">
            {t('Categories could not be loaded. Search still works.')}
          </p>
        )}
      </div>
    </div>
  )
}
