import { useRouteLoaderData } from 'react-router'
import type { Category } from '@haat/domain/catalog/entities'
import type { Locale } from '../../lib/i18n/locale.ts'

export type RootData = { origin: string; locale: Locale; categories: Category[] }

/** The root loader's data; undefined when the root loader itself failed (error page). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined
}
