// A brand's texts, pictures, featured flag and sales channel, in one transaction with its audit row.
// The channel and the featured flag are the store's decisions (decision 0767): a brand user's form may
// send them back unchanged, and a change is a 403.
import { eq } from 'drizzle-orm'
import type { BrandEdit } from '@haat/domain/admin/brand-edit'
import type { Operator } from '../../auth/operator.ts'
import type { Db } from '../../db/client.ts'
import { brands } from '../../db/schema.ts'
import { forbidden } from '../../http/errors.ts'
import { writeAudit } from '../../repositories/admin-audit.ts'
import { adminBrandView } from './admin-brands.ts'

export async function saveBrand(db: Db, operator: Operator, id: number, edit: BrandEdit) {
  const before = await adminBrandView(db, operator, id)
  if (operator.brand && edit.salesChannel !== before.edit.salesChannel)
    throw forbidden("A brand's sales channel is changed by the store admin")
  if (operator.brand && edit.featured !== before.edit.featured)
    throw forbidden('Featured brands are chosen by the store admin')
  await db.transaction(async (tx) => {
    await tx.update(brands).set(edit).where(eq(brands.id, id))
    await writeAudit(tx, operator, {
      action: 'brand.update',
      entity: 'brand',
      entityId: id,
      before: before.edit,
      after: edit,
    })
  })
  return adminBrandView(db, operator, id)
}
