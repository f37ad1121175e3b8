// GET /api/admin/insights?days&brand&product — upvotes, unlocks, adds to the bag, orders and revenue per
// India day (decision 0770); a brand user sees only its own brand's.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { insightsQuerySchema, insightsSchema } from '@haat/domain/admin/insights'
import { storeInsights } from '../../services/insights/store-insights.ts'
import { errorAnswers } from '../schemas.ts'

export async function getInsightsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/insights',
    {
      schema: {
        tags: ['admin'],
        summary: 'Votes to sales per day over 7, 30 or 90 days: the store, a brand or a product',
        security: [{ bearer: [] }],
        querystring: insightsQuerySchema,
        response: { 200: insightsSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (req) => storeInsights(app.db, req.operator, req.query),
  )
}
