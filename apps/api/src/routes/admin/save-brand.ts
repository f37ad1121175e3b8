// PUT /api/admin/brands/{id}: texts, pictures, featured and sales channel (the last two the store
// admin's); PUT/DELETE /api/admin/brands/{id}/shop: its own Shopify store, tokens sealed (decision 0767).
// Brand pages, cards and checkout routing follow at once, on every instance (decision 0640).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminBrandSchema, brandEditSchema, brandShopEditSchema } from '@haat/domain/admin/brand-edit'
import { saveBrand } from '../../services/admin/save-brand.ts'
import { clearBrandShopSettings, saveBrandShopSettings } from '../../services/admin/brand-shop-settings.ts'
import type { SecretBox } from '../../services/secrets/secret-box.ts'
import { errorAnswers, idSchema } from '../schemas.ts'

export async function saveBrandRoutes(app: FastifyInstance, opts: { box: SecretBox }) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const common = { tags: ['admin'], security: [{ bearer: [] }], params: z.object({ id: idSchema }) }
  const changed = <T>(answer: T) => {
    app.catalogEvents.emit('changed', 'local')
    return answer
  }
  typed.put(
    '/brands/:id',
    {
      schema: {
        ...common,
        summary: "Change a brand's texts, pictures, featured flag and sales channel",
        body: brandEditSchema,
        response: { 200: adminBrandSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (req) => changed(await saveBrand(app.db, req.operator, req.params.id, req.body)),
  )
  typed.put(
    '/brands/:id/shop',
    {
      schema: {
        ...common,
        summary: "Set a brand's own Shopify store (an empty token keeps the stored one)",
        body: brandShopEditSchema,
        response: { 200: adminBrandSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (req) =>
      changed(await saveBrandShopSettings(app.db, opts.box, req.operator, req.params.id, req.body)),
  )
  typed.delete(
    '/brands/:id/shop',
    {
      schema: {
        ...common,
        summary: "Clear a brand's own Shopify store and its tokens",
        response: { 200: adminBrandSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (req) => changed(await clearBrandShopSettings(app.db, req.operator, req.params.id)),
  )
}
