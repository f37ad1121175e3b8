import { useContext, useMemo } from 'react'
import { UNSAFE_DataRouterStateContext as RouterState } from 'react-router'
import type { Locale } from './locale.ts'
import { translator, type Catalogue, type Translate } from './translator.ts'

type LocaleData = { locale?: Locale; messages?: Catalogue }

// The root loader's data, read like useRouteLoaderData('root') but without throwing where there is no
// data router (a component rendered on its own in a test): there the words are the English ones.
const useRootLocaleData = () =>
  (useContext(RouterState) as { loaderData?: Record<string, unknown> } | null)?.loaderData?.root as
    LocaleData | undefined

/** The page's language, from the root loader (which read it from the address). */
export function useLocale(): Locale {
  return useRootLocaleData()?.locale ?? 'en-IN'
}

/** t() in the page's language; English (the message itself) when the root loader failed. */
export function useT(): Translate {
  const root = useRootLocaleData()
  return useMemo(() => translator(root?.locale ?? 'en-IN', root?.messages ?? {}), [root])
}
