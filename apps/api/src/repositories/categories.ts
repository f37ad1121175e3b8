// The category tree (top categories with their subcategories) and name → id look-ups.
import { asc, inArray, sql } from 'drizzle-orm'
import type { Category } from '@haat/domain/catalog/entities'
import type { Db } from '../db/client.ts'
import { categories } from '../db/schema.ts'

export type CategoryRow = { id: number; paramName: string; name: string; parentId: number | null }
const categoryRowColumns = {
  id: categories.id,
  paramName: categories.paramName,
  name: categories.name,
  parentId: categories.parentId,
}

/** Every category and subcategory (imports match names against them). */
export async function allCategoryRows(db: Db): Promise<CategoryRow[]> {
  return db.select(categoryRowColumns).from(categories)
}

export async function findCategoryTree(db: Db): Promise<Category[]> {
  const rows = await db
    .select({
      id: categories.id,
      paramName: categories.paramName,
      name: categories.name,
      parentId: categories.parentId,
      iconUrl: categories.iconUrl,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id))
  const tops = rows.filter((r) => r.parentId === null)
  return tops.map((top) => ({
    paramName: top.paramName,
    categoryName: top.name,
    iconUrl: top.iconUrl,
    subcategories: rows
      .filter((r) => r.parentId === top.id)
      .map((s) => ({ paramName: s.paramName, categoryName: s.name })),
  }))
}

/** Categories and subcategories by paramName, case-insensitively; unknown names are left out. */
export async function findCategoriesByParamName(db: Db, names: readonly string[]): Promise<CategoryRow[]> {
  if (names.length === 0) return []
  const lowered = [...new Set(names.map((n) => n.toLowerCase()))]
  return db
    .select(categoryRowColumns)
    .from(categories)
    .where(inArray(sql`lower(${categories.paramName})`, lowered))
}
