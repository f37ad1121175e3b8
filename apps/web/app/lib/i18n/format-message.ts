// Formats a message already parsed by FormatJS's ICU parser on the server (catalogue.server.ts): the
// browser gets the parsed form, so no parser ships in any page's JavaScript. Only what the catalogue
// uses is known here: text, {arguments}, {n, number}, plural with #, select. Numbers are always written
// the Indian English way (₹1,23,456 and 1,23,456) in both languages.
export type MessagePart = {
  type: number
  value?: string
  options?: Record<string, { value: MessagePart[] }>
  offset?: number
}
export type Values = Record<string, string | number>

// FormatJS's element types (TYPE in @formatjs/icu-messageformat-parser).
const LITERAL = 0
const NUMBER = 2
const SELECT = 5
const PLURAL = 6
const POUND = 7

const numbers = new Intl.NumberFormat('en-IN')

export function formatMessage(
  parts: readonly MessagePart[],
  values: Values,
  plurals: Intl.PluralRules,
  pound?: number,
): string {
  let out = ''
  for (const part of parts) {
    if (part.type === LITERAL) out += part.value
    else if (part.type === POUND) out += pound === undefined ? '#' : numbers.format(pound)
    else if (part.type === PLURAL || part.type === SELECT) {
      const raw = values[part.value!]
      const options = part.options!
      let chosen
      if (part.type === PLURAL) {
        const n = Number(raw) - (part.offset ?? 0)
        chosen = options[`=${raw}`] ?? options[plurals.select(n)] ?? options.other
        out += formatMessage(chosen!.value, values, plurals, n)
      } else {
        chosen = options[String(raw)] ?? options.other
        out += formatMessage(chosen!.value, values, plurals, pound)
      }
    } else {
      // A plain {argument} is written as given (an order number is not a quantity); {n, number} is grouped.
      const value = values[part.value!]
      out += part.type === NUMBER ? numbers.format(Number(value)) : String(value ?? '')
    }
  }
  return out
}
