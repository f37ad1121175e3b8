// The Hindi catalogue is checked against its English sources: each message parses, names the same
// arguments, and every t('…') in the storefront's code that takes arguments has its parsed English.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { HINDI_MESSAGES } from '../../app/i18n/hi-messages.server.ts'
import { catalogueFor } from '../../app/lib/i18n/catalogue.server.ts'
import { storefrontFiles } from './storefront-files.ts'

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.literal || e.type === TYPE.pound) continue
    into.add(e.value)
    if (e.type === TYPE.plural || e.type === TYPE.select)
      for (const o of Object.values(e.options)) argumentsOf(o.value, into)
  }
  return into
}

describe('Hindi catalogue', () => {
  it('has a Hindi text for each English source with the same arguments', () => {
    for (const [english, hindi] of Object.entries(HINDI_MESSAGES)) {
      expect(hindi.trim(), english).not.toBe('')
      const want = [...argumentsOf(parse(english))].sort()
      expect([...argumentsOf(parse(hindi))].sort(), english).toEqual(want)
    }
  })

  it('is written in Devanagari, not left in English', () => {
    const untranslated = Object.entries(HINDI_MESSAGES).filter(
      ([en, hi]) => en === hi && /[a-z]{4}/.test(en) && !KEPT_IN_ENGLISH.has(en),
    )
    expect(untranslated).toEqual([])
  })

  it('covers every message with arguments the storefront asks t() for', () => {
    const asked = new Set<string>()
    // The admin's pages are English on purpose (decision 0790).
    for (const file of storefrontFiles(/\.tsx?$/, [/(^|\/)admin$/])) {
      const source = readFileSync(file, 'utf8')
      for (const m of source.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*\{[^']*)'/g)) asked.add(m[1]!)
      // A message with an apostrophe is written in double quotes.
      for (const m of source.matchAll(/\bt\(\s*"([^"]*\{[^"]*)"/g)) asked.add(m[1]!)
    }
    expect(asked.size).toBeGreaterThan(0)
    const english = catalogueFor('en-IN')
    expect([...asked].filter((m) => !english[m])).toEqual([])
  })
})

/** Names that stay as they are in Hindi too: the shop's own feature names. */
const KEPT_IN_ENGLISH = new Set(['Binge'])
