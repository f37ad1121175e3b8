// Spec §2 home category icon row: the 11 categories FITNESS … WELLNESS, each opening its listing.
import { Link } from 'react-router'
import type { Category } from '@haat/domain/catalog/entities'
import { HOME_CATEGORY_ICONS } from '@haat/domain/constants/navigation'
import { categoryHref } from '../../components/layout/CategoryLinks.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

export function CategoryIconRow({ categories }: { categories: readonly Category[] }) {
  const t = useT()
  const icons = new Map(categories.map((c) => [c.paramName, c.iconUrl]))
  return (
    <nav
      aria-label={t('Shop by category')}
      data-testid="category-icons"
      className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] md:mx-0 md:px-0"
    >
      <ul className="flex w-max gap-1 md:grid md:w-full md:grid-cols-11 md:gap-2">
        {HOME_CATEGORY_ICONS.map((c) => {
          const icon = icons.get(c.category) ?? `/media/categories/${c.category}.svg`
          return (
            <li key={c.label}>
              <Link
                to={categoryHref(c.category)}
                className="group flex w-[4.75rem] flex-col items-center gap-1.5 rounded-xl p-1.5 text-center md:w-full"
              >
                <span className="flex size-16 items-center justify-center rounded-full bg-saffron-50 ring-1 ring-line transition group-hover:bg-saffron-100 group-hover:ring-saffron-400 md:size-[4.5rem]">
                  <img
                    src={icon}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-9 md:size-10"
                  />
                </span>
                <span className="text-[0.6875rem] font-bold tracking-wider text-ink-soft group-hover:text-saffron-700">
                  {t(c.label)}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
