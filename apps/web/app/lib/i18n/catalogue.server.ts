// The catalogue a page needs, parsed once per process with FormatJS's ICU parser (the only parser:
// pages get the parsed form). Hindi pages get every Hindi message; English pages only the messages
// whose English takes arguments (plurals, numbers), plain English text needs nothing.
import { parse } from '@formatjs/icu-messageformat-parser'
import { HINDI_MESSAGES } from '../../i18n/hi-messages.server.ts'
import type { Locale } from './locale.ts'
import type { MessagePart } from './format-message.ts'
import type { Catalogue } from './translator.ts'

const parsed = (message: string) => parse(message, { ignoreTag: true }) as MessagePart[]

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
