// Brands, categories and tags: the same for every load size. Ids are explicit (1-based list order) so
// products can point at them without a round trip.
import type { brands, categories, tags } from '../../db/schema.ts'
import { BRANDS } from '../data/brands.ts'
import { CATEGORY_TREE } from '../data/categories.ts'
import { TAGS } from '../data/tags.ts'
import { brandBannerUrl, brandLogoUrl, categoryIconUrl } from '../media-urls.ts'

export type BrandRow = typeof brands.$inferInsert & { id: number }
export type CategoryRow = typeof categories.$inferInsert & { id: number }
export type TagRow = typeof tags.$inferInsert & { id: number }

export function brandRows(): BrandRow[] {
  return BRANDS.map((b, i) => ({
    id: i + 1,
    slug: b.slug,
    name: b.name,
    description: b.description,
    city: b.city,
    logoUrl: brandLogoUrl(b.slug),
    bannerUrl: brandBannerUrl(b.slug),
    salesChannel: b.channel,
    featured: b.featured,
  }))
}

/** Top categories first (ids 1…n in icon-row order), then every subcategory under its parent. */
export function categoryRows(): CategoryRow[] {
  const top: CategoryRow[] = CATEGORY_TREE.map((c, i) => ({
    id: i + 1,
    paramName: c.paramName,
    name: c.name,
    parentId: null,
    position: i,
    iconUrl: categoryIconUrl(c.paramName),
  }))
  const subs = CATEGORY_TREE.flatMap((c, i) =>
    c.subcategories.map((s, position) => ({
      paramName: s.paramName,
      name: s.name,
      parentId: i + 1,
      position,
      iconUrl: null,
    })),
  )
  return [...top, ...subs.map((s, j) => ({ ...s, id: top.length + j + 1 }))]
}

export function tagRows(): TagRow[] {
  return TAGS.map((t, i) => ({ id: i + 1, slug: t.slug, name: t.name }))
}
