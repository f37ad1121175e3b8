// Spec §2 category tree as filters. Each entry is a link to the filtered address, so filters work
// before JavaScript loads and the back button undoes them.
import { ChevronDown } from '../../components/icon/icons.ts'
import { useId, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import type { Category } from '@haat/domain/catalog/entities'
import { FilterLink } from './FilterLink.tsx'
import { hrefOf, toggleCategory, toggleSubcategory } from './listing-params.ts'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = { categories: readonly Category[]; onNavigate?: () => void }

/** A top category with its subcategories. The toggle is a button beside the link (a link inside a
 *  <summary> is a control inside a control, which screen readers cannot announce). */
function CategoryGroup({ category: c, onNavigate }: { category: Category; onNavigate?: () => void }) {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const chosenSubs = params.getAll('subcategory')
  const catOn = params.getAll('category').includes(c.paramName)
  const subOn = c.subcategories.some((s) => chosenSubs.includes(s.paramName))
  const [toggled, setToggled] = useState<boolean | null>(null)
  const open = toggled ?? (catOn || subOn)
  const listId = useId()
  const t = useT()
  return (
    <li>
      <div className="flex items-center justify-between rounded-lg pr-1 hover:bg-sand">
        <FilterLink
          to={hrefOf(pathname, toggleCategory(params, c))}
          on={catOn}
          label={c.categoryName}
          onNavigate={onNavigate}
          strong
        />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t('{category} subcategories', { category: c.categoryName })}
          onClick={() => setToggled(!open)}
          className="flex size-8 shrink-0 items-center justify-center rounded-lg text-ink-faint"
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </div>
      <ul id={listId} hidden={!open} className="ml-5 border-l border-line pl-2">
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
    </li>
  )
}

export function CategoryFilters({ categories, onNavigate }: Props) {
  return (
    <ul className="space-y-0.5">
      {categories.map((c) => (
        <CategoryGroup key={c.paramName} category={c} onNavigate={onNavigate} />
      ))}
    </ul>
  )
}
