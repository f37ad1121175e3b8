// Meta's click id (spec §7: the click-id cookie lasts 90 days). An ad click lands with ?fbclid=…; the
// `_fbc` cookie keeps it as 'fb.1.<ms>.<fbclid>' so later events (add to cart) still carry it.
import type { FastifyReply, FastifyRequest } from 'fastify'

export const CLICK_ID_COOKIE = '_fbc'
export const CLICK_ID_MAX_AGE_SECONDS = 90 * 24 * 60 * 60

function fbclidOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).searchParams.get('fbclid') || null
  } catch {
    return null
  }
}

/**
 * The event's own fbc, else the cookie's; an event from a page reached by an ad click (fbclid in its
 * URL) sets a new cookie. Not HttpOnly: Meta's browser pixel reads the same cookie.
 */
export function clickId(req: FastifyRequest, reply: FastifyReply, eventUrl: string | undefined, now: Date) {
  const fbclid = fbclidOf(eventUrl)
  const cookie = req.cookies[CLICK_ID_COOKIE]
  if (fbclid && !cookie?.endsWith(`.${fbclid}`)) {
    const fbc = `fb.1.${now.getTime()}.${fbclid}`
    reply.setCookie(CLICK_ID_COOKIE, fbc, {
      path: '/',
      maxAge: CLICK_ID_MAX_AGE_SECONDS,
      sameSite: 'lax',
      secure: 'auto',
    })
    return fbc
  }
  return cookie || undefined
}
