// Root data for every page: the public origin (canonical URLs), the language and its messages' script, the
// category tree for the menu, the public sign-in settings, and the per-request store state to hydrate from.
import type { Category } from '@haat/domain/catalog/entities'
import { serverOf } from '#api-context'
import { publicAuthSettings } from './features/auth/sign-in-settings.server.ts'
import { listCategories } from './lib/api/catalog.ts'
import { initialAuthState } from './store/auth-slice.ts'
import { catalogueScript } from './lib/i18n/catalogue-script.server.ts'
import { localeOfPath } from './lib/i18n/locale.ts'
import { devanagariFaceCss } from './lib/devanagari-font.server.ts'
import type { Route } from './+types/root.ts'

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = serverOf(context)
  // The language is the address's (/hi/…, decision 0790): its messages are a script the page names
  // (decision 0813), kept by the browser, and stay for the visit, since changing language loads a page.
  const locale = localeOfPath(new URL(request.url).pathname)
  // The menu must not take the whole page down: without categories the drawer says so.
  const [categories, config] = await Promise.all([
    listCategories(api).catch((): Category[] => []),
    publicAuthSettings(),
  ])
  // Seeds the store signed out (the tokens live in the browser) but knowing how to sign in. Hindi pages
  // name the Devanagari face; English pages never download it.
  return {
    origin,
    locale,
    messagesScript: catalogueScript(locale).url,
    fontCss: locale === 'hi-IN' ? devanagariFaceCss : undefined,
    categories,
    state: { auth: { ...initialAuthState, config } },
  }
}
