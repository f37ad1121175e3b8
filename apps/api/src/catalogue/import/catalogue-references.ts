// Names in an imported file → the store's ids: brands by slug, categories by paramName or by name
// (Shopify's `Type` is free text: "Home Decor" finds the category named so). A subcategory brings its
// parent as the product's category.
import { slugify } from '@haat/domain/rules/slug'
import type { Db } from '../../db/client.ts'
import { brands } from '../../db/schema.ts'
import { allCategoryRows, type CategoryRow } from '../../repositories/categories.ts'

export type Placement = { brandId: number; categoryId: number; subcategoryId: number | null }
export type CatalogueReferences = {
  place: (brand: string | undefined, category: string) => Placement | { problem: string }
}

export async function loadReferences(db: Db, brandOverride?: string): Promise<CatalogueReferences> {
  const brandRows = await db.select({ id: brands.id, slug: brands.slug }).from(brands)
  const brandIds = new Map(brandRows.map((b) => [b.slug, b.id]))
  const categoryRows = await allCategoryRows(db)
  const byKey = new Map<string, CategoryRow>()
  // Names first, paramNames last: an exact paramName wins over another category's similar name.
  for (const c of categoryRows) byKey.set(slugify(c.name), c)
  for (const c of categoryRows) byKey.set(c.paramName, c)
  if (brandOverride !== undefined && !brandIds.has(brandOverride))
    throw new Error(`--brand ${brandOverride}: no brand has this slug`)
  return {
    place(brand, category) {
      const slug = brandOverride ?? brand
      if (!slug) return { problem: 'no brand: give the Vendor (or "brand") or pass --brand SLUG' }
      const brandId = brandIds.get(slug)
      if (brandId === undefined)
        return { problem: `brand '${slug}' is not in the store: create it, or pass --brand SLUG` }
      const found = byKey.get(category) ?? byKey.get(slugify(category))
      if (!found) return { problem: `category '${category}' matches no category or subcategory of the store` }
      return found.parentId === null
        ? { brandId, categoryId: found.id, subcategoryId: null }
        : { brandId, categoryId: found.parentId, subcategoryId: found.id }
    },
  }
}
