import { useMemo } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { Locale } from './locale.ts'
import { translator, type Catalogue, type Translate } from './translator.ts'

type LocaleData = { locale?: Locale; messages?: Catalogue }

/** The page's language, from the root loader (which read it from the address). */
export function useLocale(): Locale {
  return (useRouteLoaderData('root') as LocaleData | undefined)?.locale ?? 'en-IN'
}

/** t() in the page's language; English (the message itself) when the root loader failed. */
export function useT(): Translate {
  const root = useRouteLoaderData('root') as LocaleData | undefined
  return useMemo(() => translator(root?.locale ?? 'en-IN', root?.messages ?? {}), [root])
}
