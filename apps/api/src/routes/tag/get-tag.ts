// Spec §7: GET /api/tag/slug/{slug}.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tagSchema } from '@haat/domain/catalog/entities'
import { notFound } from '../../http/errors.ts'
import { findTagBySlug } from '../../repositories/tags.ts'
import { errorAnswers, slugSchema } from '../schemas.ts'

export async function getTagRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/tag/slug/:slug',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['tags'],
        summary: 'One tag by slug',
        params: z.object({ slug: slugSchema }),
        response: { 200: tagSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (req) => {
      const tag = await findTagBySlug(app.db, req.params.slug)
      if (!tag) throw notFound('Tag', req.params.slug)
      return tag
    },
  )
}
