// Indian delivery address rules: PIN codes and phone numbers, checked as typed and again by the API.

/** Exactly six digits, the first not 0 (India Post PIN codes start at 1). */
export const isPincode = (value: string) => /^[1-9][0-9]{5}$/.test(value.trim())

/**
 * Ten digits, optionally after +91 / 91 and with spaces or dashes between groups; the ten digits, or
 * null when it is not such a number.
 */
export function normalisePhone(value: string): string | null {
  const compact = value.trim().replace(/[\s-]/g, '')
  const match = /^(?:\+?91)?([0-9]{10})$/.exec(compact)
  return match ? match[1]! : null
}
