// POST /api/admin/brands (a new brand; 409 when its address is taken), DELETE /api/admin/brands/{id}
// (a brand without products; 409 otherwise) and POST /api/admin/brands/logos (a logo picture →
// its WebP URL, upload-picture.ts). New brands and deletes are the store admin's (decision 0769); any
// operator may upload a logo, which only its own brand's form can then use. Shoppers see the change at
// once, on every instance (decision 0640).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminBrandSchema, brandCreateSchema } from '@haat/domain/admin/brand-edit'
import type { MediaStore } from '../../media/media-store.ts'
import { storeBrandLogo } from '../../media/logo-pictures.ts'
import { createBrand, deleteBrand } from '../../services/admin/create-brand.ts'
import { errorAnswers, idSchema } from '../schemas.ts'
import { uploadPictureRoute } from './upload-picture.ts'

export async function createBrandRoutes(app: FastifyInstance, opts: { store: MediaStore }) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const common = { tags: ['admin'], security: [{ bearer: [] }] }
  typed.post(
    '/brands',
    {
      schema: {
        ...common,
        summary: 'Add a brand (its address must be new)',
        body: brandCreateSchema,
        response: { 200: adminBrandSchema, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (req) => {
      const brand = await createBrand(app.db, req.operator, req.body)
      app.catalogEvents.emit('changed', 'local')
      return brand
    },
  )
  typed.delete(
    '/brands/:id',
    {
      schema: {
        ...common,
        summary: 'Delete a brand without products',
        params: z.object({ id: idSchema }),
        response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      await deleteBrand(app.db, req.operator, req.params.id)
      app.catalogEvents.emit('changed', 'local')
      return reply.code(204).send(null)
    },
  )
  await app.register(uploadPictureRoute, {
    url: '/brands/logos',
    summary: 'Upload a brand logo (the body, Content-Type image/…): one 320 × 320 WebP on white',
    allow: () => {},
    render: storeBrandLogo,
    store: opts.store,
  })
}
