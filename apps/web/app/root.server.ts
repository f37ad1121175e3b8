// Root data for every page: the public origin (canonical URLs), the category tree for the menu, and the
// per-request store state to hydrate from.
import type { Category } from '@haat/domain/catalog/entities'
import { serverOf } from '#api-context'
import { listCategories } from './lib/api/catalog.ts'
import type { Route } from './+types/root.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = serverOf(context)
  // The menu must not take the whole page down: without categories the drawer says so.
  const categories: Category[] = await listCategories(api).catch(() => [])
  return { origin, categories, state: {} }
}
