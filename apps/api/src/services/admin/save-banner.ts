// Saving a home banner slot and moving it up or down (decision 0768), each in one transaction with its
// audit row (decision 0761). The picture was uploaded first (upload-picture.ts): its URL must be one the
// media store holds, and the target must exist (banner-target.ts); either refused is a 400, nothing written.
import { inArray } from 'drizzle-orm'
import { BANNER_COUNT } from '@haat/domain/constants/timings'
import type { BannerEdit, BannerMove } from '@haat/domain/admin/banner-edit'
import { assertStoreAdmin, type Operator } from '../../auth/operator.ts'
import type { Db } from '../../db/client.ts'
import { homeBanners } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import { STORED_PREFIX, type MediaStore } from '../../media/media-store.ts'
import { writeAudit } from '../../repositories/admin-audit.ts'
import { adminBannerView, editOf, listAdminBanners } from './admin-banners.ts'
import { assertBannerTarget } from './banner-target.ts'

const values = (slot: number, e: BannerEdit) => ({
  slot,
  imageUrl: e.imageUrl,
  alt: e.alt,
  targetKind: e.target.kind,
  target: e.target.value,
  hidden: e.hidden,
  updatedAt: new Date(),
})

async function assertStoredPicture(store: MediaStore, imageUrl: string) {
  const key = imageUrl.slice('/media/'.length)
  // The demo's pictures are committed files; an uploaded one must be in the store.
  if (key.startsWith(STORED_PREFIX) && !(await store.has(key)))
    throw badRequest('That picture was not uploaded here; upload it again', 'unknown_picture')
}

export async function saveBanner(
  db: Db,
  store: MediaStore,
  operator: Operator,
  slot: number,
  edit: BannerEdit,
) {
  const before = await adminBannerView(db, operator, slot)
  await assertStoredPicture(store, edit.imageUrl)
  await assertBannerTarget(db, edit.target)
  await db.transaction(async (tx) => {
    const row = values(slot, edit)
    await tx.insert(homeBanners).values(row).onConflictDoUpdate({ target: homeBanners.slot, set: row })
    await writeAudit(tx, operator, {
      action: before.edit ? 'banner.update' : 'banner.create',
      entity: 'home_banner',
      entityId: slot,
      before: before.edit,
      after: edit,
    })
  })
  return adminBannerView(db, operator, slot)
}

/** Swaps the slot with the one above or below (an empty one too); answers every slot. */
export async function moveBanner(db: Db, operator: Operator, slot: number, move: BannerMove) {
  assertStoreAdmin(operator)
  const other = move.direction === 'up' ? slot - 1 : slot + 1
  if (other < 1 || other > BANNER_COUNT)
    throw badRequest(`Slot ${slot} is already the ${move.direction === 'up' ? 'first' : 'last'}`)
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(homeBanners)
      .where(inArray(homeBanners.slot, [slot, other]))
    if (rows.length === 0) throw badRequest(`Slots ${slot} and ${other} are both empty`)
    await tx.delete(homeBanners).where(inArray(homeBanners.slot, [slot, other]))
    await tx.insert(homeBanners).values(rows.map((r) => ({ ...r, slot: r.slot === slot ? other : slot })))
    const at = (n: number) => {
      const r = rows.find((x) => x.slot === n)
      return r ? editOf(r) : null
    }
    await writeAudit(tx, operator, {
      action: 'banner.move',
      entity: 'home_banner',
      entityId: slot,
      before: { [slot]: at(slot), [other]: at(other) },
      after: { [slot]: at(other), [other]: at(slot) },
    })
  })
  return listAdminBanners(db, operator)
}
