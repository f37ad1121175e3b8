import { Menu } from '../components/icon/icons.ts'
import type { ComponentType } from 'react'
import { AccountMenu } from '../features/auth/AccountMenu.tsx'
import { uiActions } from '../store/ui-slice.ts'
import { useAppDispatch } from '../store/store.ts'
import { IconButton } from '../components/ui/IconButton.tsx'
import { BagButton } from '../components/layout/BagButton.tsx'
import { Logo } from '../components/layout/Logo.tsx'
import { MainMenu } from '../components/layout/MainMenu.tsx'
import { SearchForm } from '../components/layout/SearchForm.tsx'
import { LanguageSwitch } from '../components/layout/LanguageSwitch.tsx'
import { useT } from '../lib/i18n/use-t.ts'

export type SearchBox = ComponentType<{ className?: string; id?: string }>

/** searchBox: the root passes the predictive search (features/search); the plain form otherwise. */
export function SiteHeader({ searchBox: SearchBox = SearchForm }: { searchBox?: SearchBox }) {
  const dispatch = useAppDispatch()
  const t = useT()
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 pt-2 md:gap-6 md:px-6 md:pt-3">
        <IconButton
          label={t('Open menu')}
          className="md:hidden"
          onClick={() => dispatch(uiActions.panelOpened('menu'))}
        >
          <Menu aria-hidden="true" className="size-6" />
        </IconButton>
        <Logo className="mr-auto md:mr-0" />
        <SearchBox className="hidden flex-1 md:block md:max-w-xl" id="site-search-desktop" />
        <div className="flex items-center md:ml-auto">
          <LanguageSwitch className="rounded-full px-2.5 py-2 text-sm font-semibold text-ink-soft hover:bg-sand hover:text-ink" />
          <AccountMenu />
          <BagButton />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-3 pt-2 pb-2.5 md:px-6 md:pt-1 md:pb-2">
        <SearchBox className="md:hidden" />
        <MainMenu />
      </div>
    </header>
  )
}
