// Meta's browser ids (§7): `_fbc` is the ad click id, written here when a page is reached with
// `?fbclid=` (domain rules, 90 days), so an add to cart later in the visit still carries it; `_fbp` is
// set by Meta's own script when a store runs it. Both travel with each event.
import { CLICK_ID_COOKIE, CLICK_ID_MAX_AGE_SECONDS, newClickId } from '@haat/domain/rules/click-id'

export const FBC_COOKIE = CLICK_ID_COOKIE
export const FBP_COOKIE = '_fbp'

export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return undefined
}

/** The cookie to write for a landing URL, or null when it carries no (new) click id. */
export function clickIdCookie(href: string, current: string | undefined, now = Date.now()): string | null {
  const value = newClickId(new URL(href).searchParams.get('fbclid'), current, now)
  if (!value) return null
  return `${FBC_COOKIE}=${encodeURIComponent(value)}; Max-Age=${CLICK_ID_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`
}
