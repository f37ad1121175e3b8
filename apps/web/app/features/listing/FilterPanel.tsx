// The listing's filters: search within, the category tree, and a way back to everything.
import { Link, useLocation, useSearchParams } from 'react-router'
import { useRootData } from '../../components/layout/use-root-data.ts'
import { CategoryFilters } from './CategoryFilters.tsx'
import { clearFilters, hrefOf } from './listing-params.ts'
import { ListingSearch } from './ListingSearch.tsx'

export function FilterPanel({ onNavigate }: { onNavigate?: () => void }) {
  const categories = useRootData()?.categories ?? []
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const filtered = params.has('category') || params.has('subcategory') || params.has('search')
  return (
    <div className="space-y-5">
      <ListingSearch onNavigate={onNavigate} />
      <div className="space-y-2">
        <div className="flex items-center justify-between px-2">
          <h2 className="text-xs font-bold tracking-[0.16em] text-ink-soft uppercase">Categories</h2>
          {filtered && (
            <Link
              to={hrefOf(pathname, clearFilters(params))}
              onClick={onNavigate}
              className="text-xs font-semibold text-saffron-700 hover:underline"
            >
              Clear all
            </Link>
          )}
        </div>
        {categories.length ? (
          <CategoryFilters categories={categories} onNavigate={onNavigate} />
        ) : (
          <p className="px-2 text-sm text-ink-soft">Categories could not be loaded. Search still works.</p>
        )}
      </div>
    </div>
  )
}
