// Root data for every page: the public origin (canonical URLs), the category tree for the menu, the
// public sign-in settings, and the per-request store state to hydrate from.
import type { Category } from '@haat/domain/catalog/entities'
import { serverOf } from '#api-context'
import { publicAuthSettings } from './features/auth/sign-in-settings.server.ts'
import { listCategories } from './lib/api/catalog.ts'
import { initialAuthState } from './store/auth-slice.ts'
import type { Route } from './+types/root.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = serverOf(context)
  // The menu must not take the whole page down: without categories the drawer says so.
  const [categories, config] = await Promise.all([
    listCategories(api).catch((): Category[] => []),
    publicAuthSettings(),
  ])
  // Seeds the store signed out (the tokens live in the browser) but knowing how to sign in.
  return { origin, categories, state: { auth: { ...initialAuthState, config } } }
}
