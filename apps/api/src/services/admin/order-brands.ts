// Which brands an order's items come from: a brand user sees orders holding its items and acts on
// orders whose items are all its own (decision 0763).
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { brands, orderItems, products } from '../../db/schema.ts'

export type BrandTag = { id: number; slug: string; name: string }

export async function brandsOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, BrandTag[]>> {
  const byOrder = new Map<number, BrandTag[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .selectDistinct({ orderId: orderItems.orderId, id: brands.id, slug: brands.slug, name: brands.name })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(orderItems.orderId, brands.name)
  for (const { orderId, ...brand } of rows) {
    const list = byOrder.get(orderId) ?? []
    list.push(brand)
    byOrder.set(orderId, list)
  }
  return byOrder
}
