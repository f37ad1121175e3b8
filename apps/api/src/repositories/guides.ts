// Curated guides (spec §3 Guide) with the ids of their products, in the curator's order.
import { and, arrayOverlaps, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { Guide } from '@haat/domain/catalog/entities'
import type { Db } from '../db/client.ts'
import { guides } from '../db/schema.ts'

export type GuideRow = Omit<Guide, 'products'> & { productIds: number[] }
export type GuideFilter = { slug?: string; featured?: boolean; eventName?: string; categories?: string[] }

const productIds = sql<number[]>`coalesce((
  select json_agg(gp.product_id order by gp.position, gp.product_id)
  from guide_products gp where gp.guide_id = guides.id), '[]'::json)`

function whereOf(filter: GuideFilter): SQL | undefined {
  return and(
    eq(guides.published, true),
    filter.slug === undefined ? undefined : eq(guides.slug, filter.slug),
    filter.featured === undefined ? undefined : eq(guides.featured, filter.featured),
    filter.eventName === undefined
      ? undefined
      : eq(sql`lower(${guides.eventName})`, filter.eventName.toLowerCase()),
    filter.categories?.length ? arrayOverlaps(guides.categories, filter.categories) : undefined,
  )
}

export async function findGuides(db: Db, filter: GuideFilter): Promise<GuideRow[]> {
  return db
    .select({
      id: guides.id,
      name: guides.name,
      paramName: guides.paramName,
      headline: guides.headline,
      description: guides.description,
      slug: guides.slug,
      curatorName: guides.curatorName,
      curatorPhotoUrl: guides.curatorPhotoUrl,
      imageUrl: guides.imageUrl,
      featured: guides.featured,
      eventName: guides.eventName,
      categories: guides.categories,
      productIds,
    })
    .from(guides)
    .where(whereOf(filter))
    .orderBy(asc(guides.position), asc(guides.id))
}
