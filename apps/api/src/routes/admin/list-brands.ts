// GET /api/admin/brands (every brand; a brand user its own) and GET /api/admin/brands/{id}.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminBrandListSchema, adminBrandSchema } from '@haat/domain/admin/brand-edit'
import { adminBrandView, listAdminBrands } from '../../services/admin/admin-brands.ts'
import { errorAnswers, idSchema } from '../schemas.ts'

export async function listAdminBrandsRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const common = { tags: ['admin'], security: [{ bearer: [] }] }
  typed.get(
    '/brands',
    {
      schema: {
        ...common,
        summary: 'Brands with their channel and whether their shop tokens are set',
        response: { 200: adminBrandListSchema, ...errorAnswers(401, 403) },
      },
    },
    async (req) => listAdminBrands(app.db, req.operator),
  )
  typed.get(
    '/brands/:id',
    {
      schema: {
        ...common,
        summary: "One brand's form (shop tokens answered only as set or not)",
        params: z.object({ id: idSchema }),
        response: { 200: adminBrandSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (req) => adminBrandView(app.db, req.operator, req.params.id),
  )
}
