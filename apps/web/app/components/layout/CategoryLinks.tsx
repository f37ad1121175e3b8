import { ChevronDown } from '../icon/icons.ts'
import { Link } from 'react-router'
import type { Category } from '@haat/domain/catalog/entities'
import { useT } from '../../lib/i18n/use-t.ts'

export const categoryHref = (category: string, subcategory?: string) =>
  `/browse-all?category=${encodeURIComponent(category)}${subcategory ? `&subcategory=${encodeURIComponent(subcategory)}` : ''}`

type Props = { categories: readonly Category[]; onNavigate?: () => void }

/** The category tree: each top category opens to its subcategories (native <details>: no JS needed). */
export function CategoryLinks({ categories, onNavigate }: Props) {
  const t = useT()
  if (categories.length === 0) {
    return (
      <p className="px-5 py-4 text-sm text-ink-soft">
        {t('Categories are taking a chai break. Try again in a moment.')}
      </p>
    )
  }
  return (
    <ul className="divide-y divide-line">
      {categories.map((c) => (
        <li key={c.paramName}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-3.5 font-medium hover:bg-sand [&::-webkit-details-marker]:hidden">
              {c.categoryName}
              <ChevronDown
                aria-hidden="true"
                className="size-4 text-ink-faint transition-transform group-open:rotate-180"
              />
            </summary>
            <ul className="flex flex-wrap gap-2 px-5 pb-4">
              <li>
                <Link
                  to={categoryHref(c.paramName)}
                  onClick={onNavigate}
                  className="inline-flex h-8 items-center rounded-full bg-ink px-3 text-sm font-medium text-paper"
                >
                  {t('All {category}', { category: c.categoryName })}
                </Link>
              </li>
              {c.subcategories.map((s) => (
                <li key={s.paramName}>
                  <Link
                    to={categoryHref(c.paramName, s.paramName)}
                    onClick={onNavigate}
                    className="inline-flex h-8 items-center rounded-full border border-line bg-card px-3 text-sm hover:border-saffron-400"
                  >
                    {s.categoryName}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  )
}
