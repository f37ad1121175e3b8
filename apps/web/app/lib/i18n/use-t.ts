import { useMemo } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { Locale } from './locale.ts'
import { pageCatalogue } from './page-catalogue.ts'
import { translator, type Translate } from './translator.ts'

type LocaleData = { locale?: Locale }

// The root loader's data. Outside a data router (a component rendered on its own in a test) the hook
// throws: there the words are the English ones. Always called, so the hooks' order never changes. (Read
// through UNSAFE_DataRouterStateContext instead, the pages of the production build got no data: that
// context is another module instance's there.)
function useRootLocaleData(): LocaleData | undefined {
  try {
    return useRouteLoaderData('root') as LocaleData | undefined
  } catch {
    return undefined
  }
}

/** The page's language, from the root loader (which read it from the address). */
export function useLocale(): Locale {
  return useRootLocaleData()?.locale ?? 'en-IN'
}

/** t() in the page's language; English (the message itself) when the root loader failed. */
export function useT(): Translate {
  const locale = useLocale()
  return useMemo(() => translator(locale, pageCatalogue(locale)), [locale])
}
