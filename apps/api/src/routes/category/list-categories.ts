// GET /api/category — the category tree the web's menus and filters need (docs/decisions/0141).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { categorySchema } from '@haat/domain/catalog/entities'
import { findCategoryTree } from '../../repositories/categories.ts'
import { errorAnswers } from '../schemas.ts'

export async function listCategoriesRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/category',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['categories'],
        summary: 'Top categories with their subcategories, in menu order',
        response: { 200: z.array(categorySchema), ...errorAnswers(401) },
      },
    },
    async () => findCategoryTree(app.db),
  )
}
