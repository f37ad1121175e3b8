// GET /api/admin/me — the signed-in operator: role, brand, and the CSRF token of its admin forms.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { operatorSchema } from '@haat/domain/admin/operator'
import { csrfTokenFor } from '../../auth/admin-csrf.ts'
import { bearerToken } from '../../auth/bearer-token.ts'
import { errorAnswers } from '../schemas.ts'

export async function getMeRoute(app: FastifyInstance, { csrfKey }: { csrfKey: string }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in operator and its CSRF token',
        security: [{ bearer: [] }],
        response: { 200: operatorSchema.extend({ csrfToken: z.string() }), ...errorAnswers(401, 403) },
      },
    },
    async (req) => ({ ...req.operator, csrfToken: csrfTokenFor(csrfKey, bearerToken(req)!) }),
  )
}
