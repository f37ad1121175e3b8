// Home banners in the admin (decision 0768): the BANNER_COUNT slots in order, an empty slot answered
// with edit null. Store admins only: a brand user gets a 403, as for guides.
import { asc, eq } from 'drizzle-orm'
import { BANNER_COUNT } from '@haat/domain/constants/timings'
import type { AdminBanner, AdminBannerList, BannerEdit } from '@haat/domain/admin/banner-edit'
import { bannerHref } from '@haat/domain/catalog/home-banner'
import { assertStoreAdmin, type Operator } from '../../auth/operator.ts'
import type { Db } from '../../db/client.ts'
import { homeBanners } from '../../db/schema.ts'

type Row = typeof homeBanners.$inferSelect
type Reader = Pick<Db, 'select'>

export const editOf = (r: Row): BannerEdit => ({
  imageUrl: r.imageUrl,
  alt: r.alt,
  target: { kind: r.targetKind, value: r.target },
  hidden: r.hidden,
})

const view = (slot: number, row: Row | undefined): AdminBanner =>
  row
    ? { slot, edit: editOf(row), href: bannerHref({ kind: row.targetKind, value: row.target }) }
    : { slot, edit: null, href: null }

export async function listAdminBanners(db: Reader, operator: Operator): Promise<AdminBannerList> {
  assertStoreAdmin(operator)
  const rows = await db.select().from(homeBanners).orderBy(asc(homeBanners.slot))
  const bySlot = new Map(rows.map((r) => [r.slot, r]))
  return { content: Array.from({ length: BANNER_COUNT }, (_, i) => view(i + 1, bySlot.get(i + 1))) }
}

export async function adminBannerView(db: Reader, operator: Operator, slot: number): Promise<AdminBanner> {
  assertStoreAdmin(operator)
  const [row] = await db.select().from(homeBanners).where(eq(homeBanners.slot, slot))
  return view(slot, row)
}
