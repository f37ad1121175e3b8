// Cookie parsing and signing for the guest id, keyed by the guest secret (env or database).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import cookie from '@fastify/cookie'
import { loadGuestSecret } from '../auth/guest-secret.ts'

export const guestCookiePlugin = fp(async (app: FastifyInstance) => {
  const secret = await loadGuestSecret(app.db, app.env)
  await app.register(cookie, { secret })
})
