import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { suggestionsSchema } from '@haat/domain/catalog/search'
import { suggestSearch } from '../../services/suggest-search.ts'
import { errorAnswers } from '../schemas.ts'
import { isTooShort, suggestQuerySchema } from './search-schemas.ts'

export async function suggestRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/search/suggest',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['search'],
        summary: 'Suggestions as the shopper types: categories, brands, tags and products',
        querystring: suggestQuerySchema,
        response: { 200: suggestionsSchema, ...errorAnswers(400) },
      },
    },
    async (req) => {
      const { q } = req.query
      return isTooShort(q) ? { query: q, suggestions: [] } : suggestSearch(app.db, q)
    },
  )
}
