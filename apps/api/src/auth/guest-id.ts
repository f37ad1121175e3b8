// The anonymous guest id: a random id in a signed, HttpOnly cookie, so one guest counts once per product.
import { randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

export const GUEST_COOKIE = 'haat_guest'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60
const GUEST_ID = /^[0-9a-f-]{36}$/

/** The guest id of a valid cookie; a missing or tampered cookie gives null. */
export function readGuestId(req: FastifyRequest): string | null {
  const raw = req.cookies[GUEST_COOKIE]
  if (!raw) return null
  const unsigned = req.unsignCookie(raw)
  return unsigned.valid && unsigned.value && GUEST_ID.test(unsigned.value) ? unsigned.value : null
}

export function issueGuestId(reply: FastifyReply): string {
  const guestId = randomUUID()
  reply.setCookie(GUEST_COOKIE, guestId, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
  })
  return guestId
}
