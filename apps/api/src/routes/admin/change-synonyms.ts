// POST /api/admin/synonyms (a new row) and DELETE /api/admin/synonyms/{id}: the next search uses the
// change; cached search answers are dropped on every instance (decision 0640).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminSynonymSchema, synonymEditSchema } from '@haat/domain/admin/synonym-edit'
import { addSynonym, deleteSynonym } from '../../services/admin/admin-synonyms.ts'
import { errorAnswers, idSchema } from '../schemas.ts'

export async function changeSynonymsRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.post(
    '/synonyms',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a synonym set, a one-way rule or a Hinglish word',
        security: [{ bearer: [] }],
        body: synonymEditSchema,
        response: { 200: adminSynonymSchema, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (req) => {
      const row = await addSynonym(app.db, req.operator, req.body)
      app.catalogEvents.emit('changed', 'local')
      return row
    },
  )
  typed.delete(
    '/synonyms/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Take a synonym row away',
        security: [{ bearer: [] }],
        params: z.object({ id: idSchema }),
        response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await deleteSynonym(app.db, req.operator, req.params.id)
      app.catalogEvents.emit('changed', 'local')
      return reply.code(204).send(null)
    },
  )
}
