// The page-side formatter over messages parsed on the server: Hindi and English plurals, exact
// matches, numbers in the Indian way in both languages, untranslated text shown in English.
import { describe, expect, it } from 'vitest'
import { parse } from '@formatjs/icu-messageformat-parser'
import type { MessagePart } from '../../app/lib/i18n/format-message.ts'
import { catalogueFor } from '../../app/lib/i18n/catalogue.server.ts'
import { translator, type Catalogue } from '../../app/lib/i18n/translator.ts'

const BAG = '{count, plural, =0 {Bag, empty} one {Bag, # item} other {Bag, # items}}'
const catalogue = (entries: Record<string, string>): Catalogue =>
  Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, parse(v) as MessagePart[]]))

describe('translator', () => {
  const hi = translator('hi-IN', catalogue({ [BAG]: '{count, plural, =0 {बैग, खाली} other {बैग, # आइटम}}' }))
  const en = translator('en-IN', catalogue({ [BAG]: BAG }))

  it('picks the English plural form by count', () => {
    expect([0, 1, 2].map((count) => en(BAG, { count }))).toEqual([
      'Bag, empty',
      'Bag, 1 item',
      'Bag, 2 items',
    ])
  })

  it('writes the Hindi message, with the exact =0 case before the plural rule', () => {
    expect([0, 1, 5].map((count) => hi(BAG, { count }))).toEqual(['बैग, खाली', 'बैग, 1 आइटम', 'बैग, 5 आइटम'])
  })

  it('groups numbers the Indian way in Hindi too (#, {n, number}), but not plain arguments', () => {
    const t = translator(
      'hi-IN',
      catalogue({ x: '{n, plural, other {# वोट}} · {total, number} · ऑर्डर {id}' }),
    )
    expect(t('x', { n: 123456, total: 1234567, id: 100234 })).toBe('1,23,456 वोट · 12,34,567 · ऑर्डर 100234')
  })

  it('chooses a select branch and falls back to other', () => {
    const t = translator('hi-IN', catalogue({ s: '{kind, select, upi {UPI से} other {कार्ड से}}' }))
    expect([t('s', { kind: 'upi' }), t('s', { kind: 'visa' })]).toEqual(['UPI से', 'कार्ड से'])
  })

  it('shows a message without a translation as its English source', () => {
    expect(hi('Add to Bag')).toBe('Add to Bag')
  })
})

const PICKS = '{count, plural, one {# pick} other {# picks}}'

describe('catalogue as a page receives it', () => {
  const hindi = catalogueFor('hi-IN')

  it('sends a text-only message as its text, and one with arguments parsed', () => {
    expect(hindi['Add to Bag']).toBe('बैग में डालें')
    expect(Array.isArray(hindi[PICKS])).toBe(true)
    expect(Object.values(hindi).filter((m) => typeof m === 'string').length).toBeGreaterThan(200)
  })

  it('writes both forms through the translator', () => {
    const t = translator('hi-IN', hindi)
    expect(t('Add to Bag')).toBe('बैग में डालें')
    expect(t(PICKS, { count: 3 })).toBe('3 चुनिंदा प्रोडक्ट')
  })
})
