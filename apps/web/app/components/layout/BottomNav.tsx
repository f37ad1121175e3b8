// Mobile bottom bar (< 768 px): the active item is highlighted; Binge carries a spinning badge (spec §2).
import { Clapperboard, Compass, Heart, House, ShoppingBag } from '../icon/icons.ts'
import type { IconComponent } from '../icon/Icon.tsx'
import { Link, useLocation } from 'react-router'
import { cartActions, selectCartCount } from '../../store/cart-slice.ts'
import { useAppDispatch, useAppSelector } from '../../store/store.ts'
import { isActiveHref } from './is-active.ts'
import { useT } from '../../lib/i18n/use-t.ts'

const LINKS: ReadonlyArray<{ label: string; href: string; Icon: IconComponent }> = [
  { label: 'Home', href: '/', Icon: House },
  { label: 'Browse', href: '/browse-all', Icon: Compass },
  { label: 'Binge', href: '/binge', Icon: Clapperboard },
  { label: 'Votes', href: '/votes', Icon: Heart },
]

const cell =
  'relative flex flex-1 flex-col items-center justify-center gap-0.5 pt-2 pb-1.5 text-[0.6875rem] font-medium'

export function BottomNav() {
  const location = useLocation()
  const count = useAppSelector(selectCartCount)
  const dispatch = useAppDispatch()
  const t = useT()
  return (
    <nav
      aria-label={t('Bottom')}
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-paper/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex">
        {LINKS.map(({ label, href, Icon }) => {
          const active = isActiveHref(href, location)
          return (
            <li key={label} className="flex flex-1">
              <Link
                to={href}
                aria-current={active ? 'page' : undefined}
                className={`${cell} ${active ? 'text-saffron-700' : 'text-ink-soft'}`}
              >
                {active && (
                  <span aria-hidden="true" className="absolute top-0 h-0.5 w-8 rounded-full bg-saffron-600" />
                )}
                <span className="relative">
                  <Icon aria-hidden="true" className="size-5.5" strokeWidth={active ? 2.4 : 1.8} />
                  {label === 'Binge' && <SpinningBadge />}
                </span>
                {t(label)}
              </Link>
            </li>
          )
        })}
        <li className="flex flex-1">
          <button
            type="button"
            className={`${cell} text-ink-soft`}
            onClick={() => dispatch(cartActions.cartOpened(true))}
          >
            <span className="relative">
              <ShoppingBag aria-hidden="true" className="size-5.5" strokeWidth={1.8} />
              {count > 0 && (
                <span
                  aria-hidden="true"
                  className="absolute -top-1.5 -right-2.5 min-w-4.5 rounded-full bg-saffron-700 px-1 text-center text-[0.625rem] leading-4.5 font-bold text-white"
                >
                  {count > 99 ? '99+' : count}
                </span>
              )}
            </span>
            {t('Bag')}
            {count > 0 && (
              <span className="sr-only">
                {t(', {count, plural, one {# item} other {# items}}', { count })}
              </span>
            )}
          </button>
        </li>
      </ul>
    </nav>
  )
}

/** A little record spinning on the Binge icon: there is always something playing. */
function SpinningBadge() {
  return (
    <span
      aria-hidden="true"
      data-testid="binge-badge"
      className="absolute -top-1.5 -right-2 size-3.5 rounded-full border-2 border-paper bg-[conic-gradient(var(--color-rani-500)_0_25%,var(--color-saffron-400)_0_50%,var(--color-neel-500)_0_75%,var(--color-leaf-600)_0)] motion-safe:animate-spin [animation-duration:2.5s]"
    />
  )
}
