// t(english, values): the English text is the message's key (gettext style), so English pages need no
// catalogue for plain text and an untranslated text shows in English rather than as a key.
import { formatMessage, type MessagePart, type Values } from './format-message.ts'
import type { Locale } from './locale.ts'

/** Parsed messages by their English source: Hindi ones, or the English ones that take arguments; a
 *  message that is only text is that text. */
export type Catalogue = Record<string, MessagePart[] | string>
export type Translate = (message: string, values?: Values) => string

// One rule set a language: every component's useT() makes a translator, hundreds a server render.
const pluralRules: Partial<Record<Locale, Intl.PluralRules>> = {}

export function translator(locale: Locale, catalogue: Catalogue): Translate {
  const plurals = (pluralRules[locale] ??= new Intl.PluralRules(locale))
  return (message, values = {}) => {
    const parts = catalogue[message]
    // Without its parsed form (no root data, e.g. a component tested alone) plain {arguments} still fill.
    if (typeof parts === 'string') return parts
    return parts
      ? formatMessage(parts, values, plurals)
      : message.replace(/\{(\w+)\}/g, (all, name: string) => String(values[name] ?? all))
  }
}
