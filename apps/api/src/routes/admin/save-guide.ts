// POST /api/admin/guides (a new guide) and PUT /api/admin/guides/{id}: shoppers see the change at once,
// as for products: every cached answer and stored page is dropped, on every instance (decision 0640).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminGuideSchema, guideEditSchema } from '@haat/domain/admin/guide-edit'
import { saveGuide } from '../../services/admin/admin-guides.ts'
import { errorAnswers, idSchema } from '../schemas.ts'

export async function saveGuideRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const common = { tags: ['admin'], security: [{ bearer: [] }], body: guideEditSchema }
  typed.post(
    '/guides',
    {
      schema: {
        ...common,
        summary: 'Create a guide (published or a draft)',
        response: { 200: adminGuideSchema, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (req) => {
      const guide = await saveGuide(app.db, req.operator, null, req.body)
      app.catalogEvents.emit('changed', 'local')
      return guide
    },
  )
  typed.put(
    '/guides/:id',
    {
      schema: {
        ...common,
        summary: "Change a guide's texts, pictures, products, featured and published flags",
        params: z.object({ id: idSchema }),
        response: { 200: adminGuideSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const guide = await saveGuide(app.db, req.operator, req.params.id, req.body)
      app.catalogEvents.emit('changed', 'local')
      return guide
    },
  )
}
