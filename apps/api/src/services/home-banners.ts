// The home carousel (spec §2, decision 0768): the shown banners of the filled slots, in slot order.
import { asc, eq } from 'drizzle-orm'
import { storefrontBanner, type Banner } from '@haat/domain/catalog/home-banner'
import type { Db } from '../db/client.ts'
import { homeBanners } from '../db/schema.ts'

export async function listHomeBanners(db: Db): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(homeBanners)
    .where(eq(homeBanners.hidden, false))
    .orderBy(asc(homeBanners.slot))
  return rows.map((r) => storefrontBanner({ ...r, target: { kind: r.targetKind, value: r.target } }))
}
