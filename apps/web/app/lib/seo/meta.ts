// Per-route <meta>: a route's meta replaces its parent's, so every page states all of it (title,
// description, canonical, Open Graph, Twitter). The origin comes from the root loader.
import type { MetaDescriptor } from 'react-router'
import { ogLocale, pathIn, type Locale } from '../i18n/locale.ts'
import { pageCatalogue } from '../i18n/page-catalogue.ts'
import { translator, type Translate } from '../i18n/translator.ts'

export const SITE_NAME = 'Haat'
export const DEFAULT_DESCRIPTION =
  'Haat is a marketplace for independent Indian brands. Discover new products, upvote the ones you love to unlock exclusive discounts, and shop in rupees with delivery across India.'
export const DEFAULT_IMAGE = '/og-image.png'

type MetaArgsLike = {
  location: { pathname: string }
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
}

export type PageSeo = {
  title: string
  description?: string
  /** Absolute or site path of the share image. */
  image?: string | null
  type?: 'website' | 'product' | 'article'
  /** Canonical path when it differs from the current one (e.g. listing filters dropped). */
  canonicalPath?: string
  noindex?: boolean
}

type RootMeta = { origin?: string; locale?: Locale }
const rootOf = (matches: MetaArgsLike['matches']) =>
  matches.find((m) => m?.id === 'root')?.loaderData as RootMeta | undefined

export function originOf(matches: MetaArgsLike['matches']): string {
  return rootOf(matches)?.origin ?? ''
}

/** t() for a meta function, in the page's language (the root loader's). */
export function metaTranslator(matches: MetaArgsLike['matches']): Translate {
  const locale = rootOf(matches)?.locale ?? 'en-IN'
  return translator(locale, pageCatalogue(locale))
}

export function pageMeta(args: MetaArgsLike, seo: PageSeo): MetaDescriptor[] {
  const root = rootOf(args.matches)
  const origin = root?.origin ?? ''
  const locale = root?.locale ?? 'en-IN'
  // Titles and descriptions are the English messages (decision 0790): shown in the page's language.
  const t = metaTranslator(args.matches)
  const title = seo.title === SITE_NAME ? seo.title : `${t(seo.title)} · ${SITE_NAME}`
  const description = t(seo.description ?? DEFAULT_DESCRIPTION)
  // The router's paths leave out /hi (the Hindi pages' basename, decision 0790): each page names
  // itself in its language and its twin in the other, English being the default.
  const path = seo.canonicalPath ?? args.location.pathname
  const url = origin + pathIn(locale, path)
  const alternates = seo.noindex
    ? []
    : [
        { tagName: 'link', rel: 'alternate', hrefLang: 'en-IN', href: origin + path },
        { tagName: 'link', rel: 'alternate', hrefLang: 'hi-IN', href: origin + pathIn('hi-IN', path) },
        { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + path },
      ]
  const image = new URL(seo.image ?? DEFAULT_IMAGE, origin || 'http://localhost').href
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...alternates,
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: ogLocale(locale) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ]
}
