// The shop's two languages and how the address carries them (decision 0790): English at the plain
// paths, Hindi under /hi. The path alone decides, so every page stays one cacheable, crawlable URL.
export const LOCALES = ['en-IN', 'hi-IN'] as const
export type Locale = (typeof LOCALES)[number]

export const HINDI_PREFIX = '/hi'

export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi-IN' : 'en-IN'
}

/** The address of a storefront path (as the router sees it, without /hi) in a language. */
export function pathIn(locale: Locale, path: string): string {
  if (locale === 'en-IN') return path
  return path === '/' ? HINDI_PREFIX : HINDI_PREFIX + path
}

/** Open Graph's spelling (en_IN). */
export const ogLocale = (locale: Locale) => locale.replace('-', '_')
