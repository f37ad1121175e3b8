// Meta's ad click id (§7: the click-id cookie lasts 90 days). An ad click lands with ?fbclid=…; the
// `_fbc` cookie keeps it as 'fb.1.<creation ms>.<fbclid>'. The browser writes it on landing; the API
// on an event whose page still carries the parameter. Both use these rules.
import { CLICK_ID_COOKIE_DAYS } from '../constants/timings.ts'

export const CLICK_ID_COOKIE = '_fbc'
export const CLICK_ID_MAX_AGE_SECONDS = CLICK_ID_COOKIE_DAYS * 24 * 60 * 60

export const clickIdValue = (fbclid: string, nowMs: number) => `fb.1.${nowMs}.${fbclid}`

/** The new cookie value for a click id, or null when there is none or the cookie already holds it. */
export function newClickId(fbclid: string | null | undefined, current: string | undefined, nowMs: number) {
  const id = fbclid?.trim()
  if (!id || current?.endsWith(`.${id}`)) return null
  return clickIdValue(id, nowMs)
}
