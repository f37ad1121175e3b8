// The parsed messages of the page's language (decisions 0813, 0815). In the browser a script of their own,
// /i18n/{locale}.{hash}.js, sets them before the page's modules run and is kept a year, so no page's
// HTML carries them; the server sets every language's once at start (catalogue.server.ts).
import type { Locale } from './locale.ts'
import type { Catalogue } from './translator.ts'

declare global {
  // A global, not a module's state: the script that sets it is not one of the build's modules.
  var __haatMessages: Partial<Record<Locale, Catalogue>> | undefined
}

/** The page language's messages; none (the English words) where no script set them. */
export function pageCatalogue(locale: Locale): Catalogue {
  return globalThis.__haatMessages?.[locale] ?? {}
}
