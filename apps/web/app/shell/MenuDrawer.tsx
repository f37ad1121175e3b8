// The menu as a side drawer: the whole menu on mobile; on desktop "Categories" opens it at the tree.
import { Link } from 'react-router'
import { DrawerAccount } from '../features/auth/DrawerAccount.tsx'
import { FOOTER_ITEMS, MENU_ITEMS } from '@haat/domain/constants/navigation'
import { uiActions } from '../store/ui-slice.ts'
import { useAppDispatch, useAppSelector } from '../store/store.ts'
import { Sheet } from '../components/ui/Sheet.tsx'
import { CategoryLinks } from '../components/layout/CategoryLinks.tsx'
import { Logo } from '../components/layout/Logo.tsx'
import { MENU_ICONS } from '../components/layout/nav-icons.tsx'
import { useRootData } from '../components/layout/use-root-data.ts'
import { LanguageSwitch } from '../components/layout/LanguageSwitch.tsx'
import { useT } from '../lib/i18n/use-t.ts'

export function MenuDrawer() {
  const active = useAppSelector((s) => s.ui.activeState)
  const dispatch = useAppDispatch()
  const categories = useRootData()?.categories ?? []
  const t = useT()
  const close = () => dispatch(uiActions.panelOpened(null))
  const open = active === 'menu' || active === 'categories'

  return (
    <Sheet
      open={open}
      onOpenChange={(o) => !o && close()}
      title={t(active === 'categories' ? 'Categories' : 'Menu')}
      hideTitle
      direction="left"
    >
      <div className="flex items-center justify-between px-5 pt-5 pb-3">
        <Logo />
        <button
          type="button"
          onClick={close}
          className="rounded-full px-3 py-1.5 text-sm font-medium hover:bg-sand"
        >
          {t('Close')}
        </button>
      </div>
      {active === 'categories' ? (
        <>
          <h2 className="px-5 pb-2 font-display text-xl font-semibold">{t('Categories')}</h2>
          <CategoryLinks categories={categories} onNavigate={close} />
        </>
      ) : (
        <nav aria-label={t('Menu')}>
          <ul className="px-2">
            {MENU_ITEMS.map(({ label, href }) => {
              const Icon = MENU_ICONS[label]
              const look =
                'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-[0.9375rem] font-medium hover:bg-sand'
              return (
                <li key={label}>
                  {href === null ? (
                    <button
                      type="button"
                      className={look}
                      onClick={() => dispatch(uiActions.panelOpened('categories'))}
                    >
                      <Icon aria-hidden="true" className="size-5 text-saffron-600" />
                      {t(label)}
                    </button>
                  ) : (
                    <Link to={href} className={look} onClick={close}>
                      <Icon aria-hidden="true" className="size-5 text-saffron-600" />
                      {t(label)}
                    </Link>
                  )}
                </li>
              )
            })}
          </ul>
          <DrawerAccount onDone={close} />
          <LanguageSwitch className="mx-5 mt-2 flex rounded-xl border border-line px-3 py-2.5 text-[0.9375rem] font-medium hover:bg-sand" />
          <ul className="mt-4 flex gap-4 border-t border-line px-5 py-4 text-sm text-ink-soft">
            {FOOTER_ITEMS.map(({ label, href }) => (
              <li key={label}>
                <Link to={href} onClick={close} className="hover:text-ink">
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Sheet>
  )
}
