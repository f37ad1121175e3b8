// POST /api/admin/session — an operator signed in on the store hands its access token over once; it
// comes back as an httpOnly, SameSite=Strict cookie scoped to /admin, so the admin's pages render on
// the server for it (decision 0762). Shoppers get the admin's 403 like every admin call.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN_SESSION_COOKIE } from '@haat/domain/admin/operator'
import { bearerToken } from '../../auth/bearer-token.ts'
import { errorAnswers } from '../schemas.ts'

const FALLBACK_SECONDS = 60 * 60

export async function startSessionRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/session',
    {
      schema: {
        tags: ['admin'],
        summary: "Open the admin pages for this operator's token (sets an httpOnly cookie)",
        security: [{ bearer: [] }],
        response: { 200: z.object({ role: z.enum(['admin', 'brand']) }), ...errorAnswers(401, 403) },
      },
    },
    async (req, reply) => {
      const token = bearerToken(req)!
      const expiresAt = req.viewer.kind === 'user' ? req.viewer.expiresAt : null
      const seconds = expiresAt
        ? Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
        : FALLBACK_SECONDS
      const secure = (app.env.PUBLIC_ORIGIN ?? '').startsWith('https:') || req.protocol === 'https'
      reply.header(
        'set-cookie',
        `${ADMIN_SESSION_COOKIE}=${token}; Path=/admin; Max-Age=${seconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
      )
      return { role: req.operator.role }
    },
  )
}
