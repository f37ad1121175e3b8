// Spec §7: GET /api/feeds/event?name={name}&category={c} (category repeated) — an event's guides,
// narrowed to guides about any of the given categories.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { guideSchema } from '@haat/domain/catalog/entities'
import { listGuides } from '../../services/list-guides.ts'
import { upvotesOf } from '../context.ts'
import { errorAnswers, nameListSchema } from '../schemas.ts'

export async function eventGuidesRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/feeds/event',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['guides'],
        summary: 'The guides of an event, optionally only those about the given categories',
        querystring: z.object({
          name: z.string().trim().min(1).max(200),
          category: nameListSchema.optional(),
        }),
        response: { 200: z.array(guideSchema), ...errorAnswers(400, 401) },
      },
    },
    async (req) => {
      const { name, category } = req.query
      return listGuides(app.db, { eventName: name, categories: category }, true, upvotesOf(req))
    },
  )
}
