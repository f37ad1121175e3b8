// GET /api/admin/synonyms?q — the search's synonyms and Hinglish words, found by any term.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { adminSynonymFiltersSchema, adminSynonymListSchema } from '@haat/domain/admin/synonym-edit'
import { listSynonyms } from '../../services/admin/admin-synonyms.ts'
import { errorAnswers } from '../schemas.ts'

export async function listSynonymsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/synonyms',
    {
      schema: {
        tags: ['admin'],
        summary: "The search's synonyms and Hinglish words (first 200), found by any term",
        security: [{ bearer: [] }],
        querystring: adminSynonymFiltersSchema,
        response: { 200: adminSynonymListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (req) => listSynonyms(app.db, req.operator, req.query.q),
  )
}
