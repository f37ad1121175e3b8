// GET /api/admin/guides/{id} — a guide's form: its texts, pictures, flags and products in order.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminGuideSchema } from '@haat/domain/admin/guide-edit'
import { adminGuideView } from '../../services/admin/admin-guides.ts'
import { errorAnswers, idSchema } from '../schemas.ts'

export async function getAdminGuideRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/guides/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "A guide's editable fields",
        security: [{ bearer: [] }],
        params: z.object({ id: idSchema }),
        response: { 200: adminGuideSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (req) => adminGuideView(app.db, req.operator, req.params.id),
  )
}
