// Desktop menu in the spec's order: About us, Guides, Brands, Categories, Trending, New, My Votes, Binge.
import { ChevronDown } from '../icon/icons.ts'
import { Link, useLocation } from 'react-router'
import { MENU_ITEMS } from '@haat/domain/constants/navigation'
import { uiActions } from '../../store/ui-slice.ts'
import { useAppDispatch } from '../../store/store.ts'
import { isActiveHref } from './is-active.ts'
import { useT } from '../../lib/i18n/use-t.ts'

const item =
  'inline-flex h-10 items-center gap-1 rounded-full px-3.5 text-sm font-medium text-ink-soft transition-colors hover:bg-sand hover:text-ink'

export function MainMenu() {
  const location = useLocation()
  const dispatch = useAppDispatch()
  const t = useT()
  return (
    <nav aria-label={t('Main')} className="hidden md:block">
      <ul className="flex items-center gap-0.5">
        {MENU_ITEMS.map(({ label, href }) => (
          <li key={label}>
            {href === null ? (
              <button
                type="button"
                className={item}
                aria-haspopup="dialog"
                onClick={() => dispatch(uiActions.panelOpened('categories'))}
              >
                {t(label)}
                <ChevronDown aria-hidden="true" className="size-3.5" />
              </button>
            ) : (
              <Link
                to={href}
                aria-current={isActiveHref(href, location) ? 'page' : undefined}
                className={`${item} aria-[current=page]:bg-saffron-50 aria-[current=page]:text-saffron-700`}
              >
                {t(label)}
                {label === 'Binge' && (
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-rani-500" />
                )}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
