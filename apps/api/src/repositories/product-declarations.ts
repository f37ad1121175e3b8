// The declarations (HSN code, GST rate …) of some products, for the tax invoice of an order.
import { inArray } from 'drizzle-orm'
import type { Declarations } from '@haat/domain/catalog/declarations'
import type { Db } from '../db/client.ts'
import { products } from '../db/schema.ts'

export async function findDeclarations(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, Declarations | null>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({ id: products.id, declarations: products.declarations })
    .from(products)
    .where(inArray(products.id, [...productIds]))
  return new Map(rows.map((r) => [r.id, r.declarations]))
}
