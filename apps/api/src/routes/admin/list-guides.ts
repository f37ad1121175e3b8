// GET /api/admin/guides — every guide, drafts too, in the store's order (store admins only).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { adminGuideListSchema } from '@haat/domain/admin/guide-edit'
import { listAdminGuides } from '../../services/admin/admin-guides.ts'
import { errorAnswers } from '../schemas.ts'

export async function listAdminGuidesRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/guides',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every guide, drafts included',
        security: [{ bearer: [] }],
        response: { 200: adminGuideListSchema, ...errorAnswers(401, 403) },
      },
    },
    async (req) => listAdminGuides(app.db, req.operator),
  )
}
