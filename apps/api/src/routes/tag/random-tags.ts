// Spec §7, §9: GET /api/tag — ten random distinct tags (a new draw on every request).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tagSchema } from '@haat/domain/catalog/entities'
import { RANDOM_TAG_COUNT } from '@haat/domain/constants/timings'
import { findRandomTags } from '../../repositories/tags.ts'
import { errorAnswers } from '../schemas.ts'

export async function randomTagsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/tag',
    {
      schema: {
        tags: ['tags'],
        summary: `${RANDOM_TAG_COUNT} random distinct tags that label products`,
        response: { 200: z.array(tagSchema), ...errorAnswers(401) },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store')
      return findRandomTags(app.db, RANDOM_TAG_COUNT)
    },
  )
}
