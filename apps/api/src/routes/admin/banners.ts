// The home banners' admin API (decision 0768): GET /api/admin/banners (the slots in order), PUT
// /api/admin/banners/{slot} (picture, words, target, hidden), POST /api/admin/banners/{slot}/move (up or
// down) and POST /api/admin/banners/pictures (upload-picture.ts). Store admins only. The home page
// follows at once, on every instance (decision 0640).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  adminBannerListSchema,
  adminBannerSchema,
  bannerEditSchema,
  bannerMoveSchema,
  bannerSlotSchema,
} from '@haat/domain/admin/banner-edit'
import { assertStoreAdmin } from '../../auth/operator.ts'
import type { MediaStore } from '../../media/media-store.ts'
import { storeBannerPicture } from '../../media/banner-pictures.ts'
import { listAdminBanners } from '../../services/admin/admin-banners.ts'
import { moveBanner, saveBanner } from '../../services/admin/save-banner.ts'
import { errorAnswers } from '../schemas.ts'
import { uploadPictureRoute } from './upload-picture.ts'

export async function bannerRoutes(app: FastifyInstance, opts: { store: MediaStore }) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const common = { tags: ['admin'], security: [{ bearer: [] }] }
  const params = z.object({ slot: bannerSlotSchema })
  const changed = <T>(answer: T) => {
    app.catalogEvents.emit('changed', 'local')
    return answer
  }
  typed.get(
    '/banners',
    {
      schema: {
        ...common,
        summary: 'The home banner slots in order (an empty slot has edit null)',
        response: { 200: adminBannerListSchema, ...errorAnswers(401, 403) },
      },
    },
    async (req) => listAdminBanners(app.db, req.operator),
  )
  typed.put(
    '/banners/:slot',
    {
      schema: {
        ...common,
        summary: "Set a slot's picture (uploaded first), words for screen readers, target and hidden flag",
        params,
        body: bannerEditSchema,
        response: { 200: adminBannerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (req) => changed(await saveBanner(app.db, opts.store, req.operator, req.params.slot, req.body)),
  )
  typed.post(
    '/banners/:slot/move',
    {
      schema: {
        ...common,
        summary: 'Swap a slot with the one above or below it',
        params,
        body: bannerMoveSchema,
        response: { 200: adminBannerListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (req) => changed(await moveBanner(app.db, req.operator, req.params.slot, req.body)),
  )
  await app.register(uploadPictureRoute, {
    url: '/banners/pictures',
    summary: 'Upload a banner picture (the body, Content-Type image/…): cropped to 3:1, 640w and 1280w WebP',
    allow: assertStoreAdmin,
    render: storeBannerPicture,
    store: opts.store,
  })
}
