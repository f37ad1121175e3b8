// Spec §2 category tree as filters. Each entry is a link to the filtered address, so filters work
// before JavaScript loads and the back button undoes them.
import { Check, ChevronDown } from 'lucide-react'
import { Link, useLocation, useSearchParams } from 'react-router'
import type { Category } from '@haat/domain/catalog/entities'
import { hrefOf, toggleCategory, toggleSubcategory } from './listing-params.ts'

type Props = { categories: readonly Category[]; onNavigate?: () => void }

function FilterLink({
  to,
  on,
  label,
  onNavigate,
  strong = false,
}: {
  to: string
  on: boolean
  label: string
  onNavigate?: () => void
  strong?: boolean
}) {
  return (
    <Link
      to={to}
      onClick={onNavigate}
      role="checkbox"
      aria-checked={on}
      preventScrollReset
      className={`flex items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm hover:bg-sand ${strong ? 'font-semibold' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`flex size-4.5 shrink-0 items-center justify-center rounded border ${on ? 'border-ink bg-ink text-paper' : 'border-ink-faint bg-card'}`}
      >
        {on && <Check className="size-3.5" strokeWidth={3} />}
      </span>
      {label}
    </Link>
  )
}

export function CategoryFilters({ categories, onNavigate }: Props) {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const chosenCats = params.getAll('category')
  const chosenSubs = params.getAll('subcategory')
  return (
    <ul className="space-y-0.5">
      {categories.map((c) => {
        const catOn = chosenCats.includes(c.paramName)
        const subOn = c.subcategories.some((s) => chosenSubs.includes(s.paramName))
        return (
          <li key={c.paramName}>
            <details open={catOn || subOn} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg pr-2 hover:bg-sand [&::-webkit-details-marker]:hidden">
                <FilterLink
                  to={hrefOf(pathname, toggleCategory(params, c))}
                  on={catOn}
                  label={c.categoryName}
                  onNavigate={onNavigate}
                  strong
                />
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 shrink-0 text-ink-faint transition-transform group-open:rotate-180"
                />
              </summary>
              <ul className="ml-5 border-l border-line pl-2">
                {c.subcategories.map((s) => (
                  <li key={s.paramName}>
                    <FilterLink
                      to={hrefOf(pathname, toggleSubcategory(params, c, s.paramName))}
                      on={chosenSubs.includes(s.paramName)}
                      label={s.categoryName}
                      onNavigate={onNavigate}
                    />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        )
      })}
    </ul>
  )
}
