// A search that found nothing is not a dead end (issue 14): a "did you mean" when the API has one,
// ways to widen the search, the categories, and popular picks to carry on shopping.
import { Link } from 'react-router'
import type { Category } from '@haat/domain/catalog/entities'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { Around, AT } from '../../components/Around.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { categoryHref } from '../../components/layout/CategoryLinks.tsx'
import { buttonClasses } from '../../components/ui/button.ts'
import { ListingResults } from './ListingResults.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = {
  query: string
  didYouMean: string | null
  /** Matches exist, but none with the chosen facets: the way out is to clear them. */
  clearFiltersHref: string | null
  categories: readonly Category[]
  picks: readonly ProductSummary[]
}

/** Enough categories to show the range without burying the picks below. */
const CATEGORY_CHIPS = 8

const searchHref = (q: string) => `/browse-all?search=${encodeURIComponent(q)}`

export function SearchEmptyState({ query, didYouMean, clearFiltersHref, categories, picks }: Props) {
  const t = useT()
  if (clearFiltersHref)
    return (
      <EmptyState title={t('Nothing matches these filters')}>
        <p>{t('“{query}” finds products, just not with all of these filters together.', { query })}</p>
        <Link to={clearFiltersHref} className={buttonClasses('primary', 'sm', 'mt-4')}>
          {t('Clear filters')}
        </Link>
      </EmptyState>
    )
  return (
    <div className="space-y-8" data-testid="search-empty">
      <EmptyState title={t('No results found for "{query}"', { query })}>
        {didYouMean ? (
          <p className="text-base text-ink" data-testid="did-you-mean">
            <Around text={t('Did you mean {suggestion}?', { suggestion: AT })}>
              <Link to={searchHref(didYouMean)} className="font-semibold text-saffron-700 underline">
                {didYouMean}
              </Link>
            </Around>
          </p>
        ) : (
          <p>{t('Check the spelling, try fewer words, or a more general one like “kurta” or “honey”.')}</p>
        )}
        {categories.length > 0 && (
          <p className="mt-6 text-xs font-bold tracking-[0.16em] text-ink-soft uppercase">
            {t('Or shop a category')}
          </p>
        )}
        {categories.length > 0 && (
          <ul aria-label={t('Shop by category')} className="mt-3 flex flex-wrap justify-center gap-2">
            {categories.slice(0, CATEGORY_CHIPS).map((c) => (
              <li key={c.paramName}>
                <Link
                  to={categoryHref(c.paramName)}
                  className="inline-flex h-9 items-center rounded-full border border-line bg-paper px-4 text-sm font-semibold text-ink hover:border-ink-faint"
                >
                  {c.categoryName}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </EmptyState>
      {picks.length > 0 && (
        <section aria-labelledby="popular-picks" className="space-y-4">
          <h2 id="popular-picks" className="font-display text-2xl font-semibold">
            {t('Popular picks')}
          </h2>
          <ListingResults products={picks} layout="grid" />
        </section>
      )}
    </div>
  )
}
