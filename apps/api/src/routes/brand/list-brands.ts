// Spec §7: GET /api/brand/product — every brand with its product count and featured flag.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { brandSchema } from '@haat/domain/catalog/entities'
import { findBrands } from '../../repositories/brands.ts'
import { errorAnswers } from '../schemas.ts'

export async function listBrandsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/brand/product',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['brands'],
        summary: 'Every brand (by name) with its product count; featured brands are flagged',
        response: { 200: z.array(brandSchema), ...errorAnswers(401) },
      },
    },
    async () => findBrands(app.db),
  )
}
