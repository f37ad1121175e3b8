// A search's facets (category, brand, price band, offer) with counts over the whole match (decision 0660),
// each value a link that writes the address; a chosen value is listed even when the others are cut.
import { useLocation, useSearchParams } from 'react-router'
import type { FacetValue, SearchFacets } from '@haat/domain/catalog/search'
import { FilterLink } from './FilterLink.tsx'
import { hrefOf } from './listing-params.ts'
import { isFacetOn, toggleFacet, type FacetParam } from './search-facet-params.ts'
import { useT } from '../../lib/i18n/use-t.ts'

const SHOWN = 8
const PRICE_LABELS: Record<string, string> = {
  'under-500': 'Under ₹500',
  '500-999': '₹500 – ₹999',
  '1000-1999': '₹1,000 – ₹1,999',
  '2000-4999': '₹2,000 – ₹4,999',
  '5000-plus': '₹5,000 and above',
}

type Group = { name: FacetParam; title: string; values: FacetValue[] }

function FacetGroup({ group, onNavigate }: { group: Group; onNavigate?: () => void }) {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const t = useT()
  const shown = group.values.filter((v, i) => i < SHOWN || isFacetOn(params, group.name, v.value))
  return (
    <div role="group" className="space-y-1" aria-labelledby={`facet-${group.name}`}>
      <h3
        id={`facet-${group.name}`}
        className="px-2 text-xs font-bold tracking-[0.16em] text-ink-soft uppercase"
      >
        {t(group.title)}
      </h3>
      <ul className="space-y-0.5">
        {shown.map((v) => (
          <li key={v.value} className="flex">
            <FilterLink
              to={hrefOf(pathname, toggleFacet(params, group.name, v.value))}
              on={isFacetOn(params, group.name, v.value)}
              label={group.name === 'brand' || group.name === 'category' ? v.label : t(v.label)}
              count={v.count}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SearchFacetFilters({
  facets,
  onNavigate,
}: {
  facets: SearchFacets
  onNavigate?: () => void
}) {
  const groups: Group[] = [
    { name: 'category', title: 'Category', values: facets.category },
    { name: 'brand', title: 'Brand', values: facets.brand },
    {
      name: 'price',
      title: 'Price',
      values: facets.price.map((v) => ({ ...v, label: PRICE_LABELS[v.value] ?? v.label })),
    },
    { name: 'offer', title: 'Offers', values: facets.offer.map((v) => ({ ...v, label: 'Offer on upvote' })) },
  ]
  return (
    <div className="space-y-5" data-testid="search-facets">
      {groups
        .filter((g) => g.values.length > 0)
        .map((g) => (
          <FacetGroup key={g.name} group={g} onNavigate={onNavigate} />
        ))}
    </div>
  )
}
