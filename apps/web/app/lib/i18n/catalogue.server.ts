// The catalogue a page needs, parsed once per process with FormatJS's ICU parser (the only parser:
// pages get the parsed form). Hindi pages get every Hindi message; English pages only the messages
// whose English takes arguments (plurals, numbers), plain English text needs nothing. A message that is
// only text travels as its string: most are, and the browser parses the whole catalogue before the
// page hydrates.
import { parse } from '@formatjs/icu-messageformat-parser'
import { HINDI_MESSAGES } from '../../i18n/hi-messages.server.ts'
import type { Locale } from './locale.ts'
import type { MessagePart } from './format-message.ts'
import type { Catalogue } from './translator.ts'

const parsed = (message: string): MessagePart[] | string => {
  const parts = parse(message, { ignoreTag: true }) as MessagePart[]
  if (!parts.length) return ''
  return parts.length === 1 && parts[0]!.type === 0 ? parts[0]!.value! : parts
}

const build = (): Record<Locale, Catalogue> => {
  const hindi: Catalogue = {}
  const english: Catalogue = {}
  for (const [source, hi] of Object.entries(HINDI_MESSAGES)) {
    hindi[source] = parsed(hi)
    if (source.includes('{')) english[source] = parsed(source)
  }
  return { 'hi-IN': hindi, 'en-IN': english }
}

let catalogues: Record<Locale, Catalogue> | undefined

export function catalogueFor(locale: Locale): Catalogue {
  catalogues ??= build()
  return catalogues[locale]
}

/** Every language's messages where the server's renders read them (lib/i18n/page-catalogue.ts). */
export function installCatalogues(): void {
  globalThis.__haatMessages = { 'en-IN': catalogueFor('en-IN'), 'hi-IN': catalogueFor('hi-IN') }
}
