// Hindi texts ride with the object they translate (decision 0791): `hi: { title: '…' }` beside `title`.
// An answer for a Hindi page (`?lang=hi`, plugins/answer-language.ts) takes each one in place of its
// English field; every other answer loses them to its response schema, which knows no `hi`. So the
// catalogue's own caches hold one copy for both languages.

export type HindiTexts = { hi?: Record<string, string> }

/** `{ hi }` with the Hindi texts that are filled ({} when none): an empty one shows the English. */
export function hindiTexts(texts: Record<string, string | null | undefined>): HindiTexts {
  const filled = Object.entries(texts).filter((e): e is [string, string] => Boolean(e[1]?.trim()))
  return filled.length ? { hi: Object.fromEntries(filled) } : {}
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)

/** A copy of an answer with every `hi` taken in; the objects it was made of (cached) stay as they were. */
export function inHindi(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inHindi)
  if (!isPlainObject(value)) return value
  const copy: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) if (key !== 'hi') copy[key] = inHindi(inner)
  return isPlainObject(value.hi) ? Object.assign(copy, value.hi) : copy
}
