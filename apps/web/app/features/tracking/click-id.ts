// Meta's browser ids (§7): `_fbc` is the ad click id, made from `?fbclid=` on the landing URL and kept
// 90 days; `_fbp` is set by Meta's own script when a store runs it. Both travel with each event.
import { CLICK_ID_COOKIE_DAYS } from '@haat/domain/constants/timings'

export const FBC_COOKIE = '_fbc'
export const FBP_COOKIE = '_fbp'

export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return undefined
}

/** Meta's format: fb.<subdomain index>.<creation time ms>.<fbclid>. */
export const clickIdValue = (fbclid: string, now: number) => `fb.1.${now}.${fbclid}`

/** The cookie to write for a landing URL, or null when it carries no (new) click id. */
export function clickIdCookie(href: string, current: string | undefined, now = Date.now()): string | null {
  const fbclid = new URL(href).searchParams.get('fbclid')?.trim()
  if (!fbclid || current?.endsWith(`.${fbclid}`)) return null
  const maxAge = CLICK_ID_COOKIE_DAYS * 24 * 60 * 60
  return `${FBC_COOKIE}=${encodeURIComponent(clickIdValue(fbclid, now))}; Max-Age=${maxAge}; Path=/; SameSite=Lax`
}
