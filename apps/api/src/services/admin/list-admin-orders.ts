// GET /api/admin/orders: every order (a brand user: those holding its items), newest first, filtered
// by status, brand and the days it was placed on (India time).
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { AdminOrderFilters, AdminOrderPage } from '@haat/domain/admin/admin-orders'
import { scopedBrandId, type Operator } from '../../auth/operator.ts'
import type { Db } from '../../db/client.ts'
import { orders, users } from '../../db/schema.ts'
import { findOrderItems } from '../../repositories/orders.ts'
import { toOrderSummary } from '../orders/order-view.ts'
import { brandsOfOrders } from './order-brands.ts'

export const ADMIN_ORDERS_PAGE_SIZE = 25
const DAY_MS = 24 * 60 * 60 * 1000
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`)

export async function listAdminOrders(
  db: Db,
  operator: Operator,
  filters: AdminOrderFilters,
): Promise<AdminOrderPage> {
  const brandId = scopedBrandId(operator, filters.brand)
  const where: SQL[] = []
  if (filters.status) where.push(eq(orders.status, filters.status))
  if (brandId !== null) {
    where.push(sql`exists (select 1 from order_items oi join products p on p.id = oi.product_id
      where oi.order_id = ${orders.id} and p.brand_id = ${brandId})`)
  }
  if (filters.from) where.push(gte(orders.createdAt, indiaMidnight(filters.from)))
  if (filters.to) where.push(lt(orders.createdAt, new Date(indiaMidnight(filters.to).getTime() + DAY_MS)))
  const condition = where.length ? and(...where) : undefined
  const size = ADMIN_ORDERS_PAGE_SIZE
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: orders, email: users.email })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(condition)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(size)
      .offset(filters.page * size),
    db.select({ n: count() }).from(orders).where(condition),
  ])
  const ids = rows.map((r) => r.order.id)
  const [items, brands] = await Promise.all([findOrderItems(db, ids), brandsOfOrders(db, ids)])
  const total = counted?.n ?? 0
  return {
    content: rows.map(({ order, email }) => ({
      ...toOrderSummary(
        order,
        items.filter((i) => i.orderId === order.id),
      ),
      customerEmail: email,
      brands: brands.get(order.id) ?? [],
    })),
    pageNumber: filters.page,
    totalPages: Math.ceil(total / size),
    totalElements: total,
  }
}
