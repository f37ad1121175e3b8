// Everything under /api/admin (issue 15 §2): its own scope, where every call needs an operator's token
// (the admin guard: 401 without a token, 403 for a shopper's) and no storefront plugin runs.
import type { FastifyInstance } from 'fastify'
import { adminCsrfKey } from '../../auth/admin-csrf.ts'
import { adminGuardPlugin } from '../../plugins/admin-guard.ts'
import { viewerPlugin } from '../../plugins/viewer.ts'
import { openMediaStore } from '../../media/open-media-store.ts'
import { secretBox } from '../../services/secrets/secret-box.ts'
import { loadSettingsKey } from '../../services/secrets/settings-key.ts'
import { bannerRoutes } from './banners.ts'
import { cancelAdminOrderRoute } from './cancel-order.ts'
import { changeTapeRoutes } from './change-tape.ts'
import { catalogueImportRoutes } from './catalogue-imports.ts'
import { changeSynonymsRoutes } from './change-synonyms.ts'
import { createBrandRoutes } from './create-brand.ts'
import { deliverOrderRoute } from './deliver-order.ts'
import { getMeRoute } from './get-me.ts'
import { getAdminGuideRoute } from './get-guide.ts'
import { getInsightsRoute } from './get-insights.ts'
import { getAdminOrderRoute } from './get-order.ts'
import { getAdminProductRoute } from './get-product.ts'
import { listAdminBrandsRoutes } from './list-brands.ts'
import { listAdminGuidesRoute } from './list-guides.ts'
import { listAdminOrdersRoute } from './list-orders.ts'
import { listAdminProductsRoute } from './list-products.ts'
import { listSynonymsRoute } from './list-synonyms.ts'
import { listAdminTapesRoute } from './list-tapes.ts'
import { saveBrandRoutes } from './save-brand.ts'
import { saveGuideRoutes } from './save-guide.ts'
import { shipOrderRoute } from './ship-order.ts'
import { startSessionRoute } from './start-session.ts'
import { updateProductRoute } from './update-product.ts'
import { acceptPictureBodies } from './upload-picture.ts'
import { uploadTapeRoute } from './upload-tape.ts'

export const ADMIN_API_PREFIX = '/admin'

export async function adminRoutes(app: FastifyInstance) {
  await app.register(viewerPlugin)
  await app.register(adminGuardPlugin)
  const csrfKey = await adminCsrfKey(app.db)
  await app.register(getMeRoute, { csrfKey })
  await app.register(startSessionRoute)
  await app.register(listAdminOrdersRoute)
  await app.register(getAdminOrderRoute)
  await app.register(shipOrderRoute)
  await app.register(deliverOrderRoute)
  await app.register(cancelAdminOrderRoute)
  await app.register(listAdminProductsRoute)
  await app.register(getAdminProductRoute)
  await app.register(updateProductRoute)
  await app.register(listAdminGuidesRoute)
  await app.register(getAdminGuideRoute)
  await app.register(saveGuideRoutes)
  await app.register(listSynonymsRoute)
  await app.register(changeSynonymsRoutes)
  const store = openMediaStore(app.env) // uploads go where the media server reads (decision 0743)
  await app.register(listAdminTapesRoute)
  await app.register(uploadTapeRoute, { store })
  await app.register(changeTapeRoutes)
  acceptPictureBodies(app) // banner pictures and brand logos arrive as their bytes
  await app.register(bannerRoutes, { store })
  await app.register(getInsightsRoute)
  await app.register(catalogueImportRoutes)
  // Shop tokens are sealed with the key checkout opens them with (decision 0620).
  const box = secretBox(await loadSettingsKey(app.db, app.env, { warn: () => {} })) // checkout warned already
  await app.register(listAdminBrandsRoutes)
  await app.register(saveBrandRoutes, { box })
  await app.register(createBrandRoutes, { store })
}
