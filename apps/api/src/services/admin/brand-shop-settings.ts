// A brand's own Shopify store from the admin (decisions 0620, 0767): tokens sealed as the brand-shop CLI
// seals them (same contexts, so checkout opens them); an empty token field keeps the stored one. The
// audit row says which token was set or replaced, never its value.
import { eq, sql } from 'drizzle-orm'
import type { BrandShopEdit } from '@haat/domain/admin/brand-edit'
import type { Operator } from '../../auth/operator.ts'
import type { Db } from '../../db/client.ts'
import { brandShops } from '../../db/schema.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { deleteAudited, writeAudit } from '../../repositories/admin-audit.ts'
import { brandShopContext } from '../../repositories/brand-shops.ts'
import type { SecretBox } from '../secrets/secret-box.ts'
import { adminBrandView } from './admin-brands.ts'

const tokenNote = (given: string | null, had: boolean) =>
  given ? (had ? 'replaced' : 'set') : had ? 'set' : 'not set'

export async function saveBrandShopSettings(
  db: Db,
  box: SecretBox,
  operator: Operator,
  id: number,
  edit: BrandShopEdit,
) {
  const before = await adminBrandView(db, operator, id)
  if (!before.shop && (!edit.storefrontToken || !edit.adminToken))
    throw badRequest('A new shop needs both its Storefront token and its Admin API token')
  const sealed = (field: 'storefrontToken' | 'adminToken') => {
    const plain = edit[field]
    return plain ? { [field]: box.seal(plain, brandShopContext(id, field)) } : {}
  }
  const row = {
    storeDomain: edit.storeDomain,
    storefrontApiVersion: edit.storefrontApiVersion,
    ...sealed('storefrontToken'),
    ...sealed('adminToken'),
    updatedAt: sql`now()`,
  }
  await db.transaction(async (tx) => {
    if (before.shop) await tx.update(brandShops).set(row).where(eq(brandShops.brandId, id))
    else await tx.insert(brandShops).values({ brandId: id, storefrontToken: '', adminToken: '', ...row })
    const after = {
      storeDomain: edit.storeDomain,
      storefrontApiVersion: edit.storefrontApiVersion,
      storefrontToken: tokenNote(edit.storefrontToken, Boolean(before.shop)),
      adminToken: tokenNote(edit.adminToken, Boolean(before.shop)),
    }
    await writeAudit(tx, operator, {
      action: 'brand.shop.update',
      entity: 'brand',
      entityId: id,
      before: before.shop,
      after,
    })
  })
  return adminBrandView(db, operator, id)
}

/** Takes the brand's own store away: its lines check out as decision 0620's table says without one. */
export async function clearBrandShopSettings(db: Db, operator: Operator, id: number) {
  const before = await adminBrandView(db, operator, id)
  if (!before.shop) throw notFound('Shop of brand', id)
  await deleteAudited(
    db,
    operator,
    { action: 'brand.shop.clear', entity: 'brand', entityId: id, before: before.shop },
    (tx) => tx.delete(brandShops).where(eq(brandShops.brandId, id)),
  )
  return adminBrandView(db, operator, id)
}
