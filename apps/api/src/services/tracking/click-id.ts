// Meta's click id (spec §7: the click-id cookie lasts 90 days). The rule (value, when a new one is due,
// lifetime) lives in the domain and is shared with the browser, which writes the cookie on landing; the
// API writes it when an event's page still carries ?fbclid=.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { CLICK_ID_COOKIE, CLICK_ID_MAX_AGE_SECONDS, newClickId } from '@haat/domain/rules/click-id'

function fbclidOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).searchParams.get('fbclid') || null
  } catch {
    return null
  }
}

/**
 * The event's click id: a new one when its page came from an ad click, else the cookie's. Not HttpOnly:
 * Meta's browser pixel reads the same cookie.
 */
export function clickId(req: FastifyRequest, reply: FastifyReply, eventUrl: string | undefined, now: Date) {
  const cookie = req.cookies[CLICK_ID_COOKIE]
  const fbc = newClickId(fbclidOf(eventUrl), cookie, now.getTime())
  if (!fbc) return cookie || undefined
  reply.setCookie(CLICK_ID_COOKIE, fbc, {
    path: '/',
    maxAge: CLICK_ID_MAX_AGE_SECONDS,
    sameSite: 'lax',
    secure: 'auto',
  })
  return fbc
}
