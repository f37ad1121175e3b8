// Spec §4 logout "call the logout mutation": POST /api/user/logout revokes the bearer token it came
// with, so the token stops working at once here and, through Redis, on every instance (not only when its
// hour is up; auth/token-revocations.ts). The provider's own sign-out (the redirect that follows) ends
// the login session and its grants.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN_SESSION_COOKIE } from '@haat/domain/admin/operator'
import { bearerToken } from '../../auth/bearer-token.ts'
import { signedInViewer } from '../../auth/require-user.ts'
import { errorAnswers } from '../schemas.ts'

/** A token that names no expiry is refused for this long (issuers here always set `exp`). */
const NO_EXPIRY_REVOKED_MS = 365 * 24 * 3600 * 1000

export async function signOutRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/user/logout',
    {
      schema: {
        tags: ['votes'],
        summary: 'Sign out: revoke the access token this call carries',
        security: [{ bearer: [] }],
        response: { 200: z.object({ success: z.literal(true) }), ...errorAnswers(401) },
      },
    },
    async (req, reply) => {
      const viewer = signedInViewer(req, 'Sign in before signing out')
      const token = bearerToken(req)!
      await app.tokenRevocations.revoke(
        token,
        viewer.expiresAt ?? new Date(Date.now() + NO_EXPIRY_REVOKED_MS),
      )
      req.log.info({ userId: viewer.userId }, 'signed out: access token revoked')
      // An operator's admin pages close with the store (decision 0762).
      reply.header(
        'set-cookie',
        `${ADMIN_SESSION_COOKIE}=; Path=/admin; Max-Age=0; HttpOnly; SameSite=Strict`,
      )
      return { success: true as const }
    },
  )
}
