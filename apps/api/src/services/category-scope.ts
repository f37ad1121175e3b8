// Turns the repeated category/subcategory parameters into one product filter (docs/decisions/0142):
// each chosen category, narrowed to its chosen subcategories when some are chosen; a subcategory whose
// category is not chosen adds its products. A name is found in either list (links in the wild mix them).
import type { Db } from '../db/client.ts'
import { findCategoriesByParamName } from '../repositories/categories.ts'
import type { ProductFilter } from '../repositories/product-listing.ts'

export type CategoryNames = { category?: string[]; subcategory?: string[] }

export async function resolveCategoryScope(
  db: Db,
  names: CategoryNames,
): Promise<ProductFilter['categoryScope']> {
  const all = [...(names.category ?? []), ...(names.subcategory ?? [])]
  if (all.length === 0) return undefined
  const found = await findCategoriesByParamName(db, all)
  const subcategories = found.filter((c) => c.parentId !== null)
  const refined = new Set(subcategories.map((s) => s.parentId))
  const categoryIds = found.filter((c) => c.parentId === null && !refined.has(c.id)).map((c) => c.id)
  return { categoryIds, subcategoryIds: subcategories.map((s) => s.id) }
}
