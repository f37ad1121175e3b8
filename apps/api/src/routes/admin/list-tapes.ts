// GET /api/admin/tapes — every tape, hidden ones too, in the storefront's order (a brand user: its own).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { adminTapeListSchema } from '@haat/domain/admin/tape-edit'
import { listAdminTapes } from '../../services/admin/admin-tapes.ts'
import { errorAnswers } from '../schemas.ts'

export async function listAdminTapesRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/tapes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every tape with its product, hidden ones included',
        security: [{ bearer: [] }],
        response: { 200: adminTapeListSchema, ...errorAnswers(401, 403) },
      },
    },
    async (req) => listAdminTapes(app.db, req.operator),
  )
}
