// Home banners lead to a guide by its address (decision 0768). So a guide's new address takes the banners
// that lead to it along, and a guide a banner leads to cannot be unpublished until that banner points
// elsewhere: hidden, the guide would send shoppers who tap the banner to a 404.
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { homeBanners } from '../../db/schema.ts'
import { conflict } from '../../http/errors.ts'

type Guide = { slug: string; published: boolean }

export async function keepGuideBanners(tx: Pick<Db, 'select' | 'update'>, before: Guide, after: Guide) {
  const leading = and(eq(homeBanners.targetKind, 'guide'), eq(homeBanners.target, before.slug))
  if (before.published && !after.published) {
    const [banner] = await tx
      .select({ slot: homeBanners.slot })
      .from(homeBanners)
      .where(leading)
      .orderBy(asc(homeBanners.slot))
      .limit(1)
    if (banner)
      throw conflict(`Home banner slot ${banner.slot} leads to this guide: point it elsewhere first`)
  }
  if (after.slug !== before.slug) await tx.update(homeBanners).set({ target: after.slug }).where(leading)
}
