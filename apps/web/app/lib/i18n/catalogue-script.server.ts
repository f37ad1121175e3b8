// A language's messages as a script of their own (decision 0813): pages name it, the browser keeps it a
// year and the store sends it once a visitor, not in every page's data. Its address holds a hash of its
// text, so a changed catalogue is a new address; the server's pages and the route that answers it
// (server/message-scripts.ts) build the same text from the same messages.
import { createHash } from 'node:crypto'
import { catalogueFor } from './catalogue.server.ts'
import type { Locale } from './locale.ts'

export type CatalogueScript = { url: string; body: string }

const scripts = new Map<Locale, CatalogueScript>()

export function catalogueScript(locale: Locale): CatalogueScript {
  let script = scripts.get(locale)
  if (!script) {
    // JSON.parse of one string literal: V8 reads it faster than the same object written as code.
    const json = JSON.stringify(catalogueFor(locale))
    const body = `(self.__haatMessages||={})[${JSON.stringify(locale)}]=JSON.parse(${JSON.stringify(json)});\n`
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12)
    script = { url: `/i18n/${locale}.${hash}.js`, body }
    scripts.set(locale, script)
  }
  return script
}
