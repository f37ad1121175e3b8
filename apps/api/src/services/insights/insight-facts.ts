// What the insights page adds up (decision 0770), as one row per fact: an upvote (votes), a day's
// unlocks and adds to the bag (product_days), an order line of a paid or cash-on-delivery order (its
// order id, so orders are counted once, and its value after the upvote discount). Grouping sets add
// them up per India day, per product and per brand in one round trip.
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { indiaDay } from '../../repositories/india-day.ts'

/** Orders that brought money in or were accepted for cash on delivery (not pending, cancelled, expired). */
export const SOLD_STATUSES = ['PAID', 'CONFIRMED', 'SHIPPED', 'DELIVERED'] as const

export type FactScope = { from: string; to: string; brandId: number | null; productId: number | null }
export type FactRow = {
  kind: 'day' | 'product' | 'brand' | 'all'
  day: string | null
  product_id: number | null
  brand_id: number | null
  upvotes: number
  unlocks: number
  adds: number
  orders: number
  revenue: number
}

const startOf = (day: string) => new Date(`${day}T00:00:00+05:30`)
const endOf = (day: string) => new Date(startOf(day).getTime() + 86_400_000)

export async function insightFacts(db: Db, scope: FactScope): Promise<FactRow[]> {
  const where: SQL[] = [sql`true`]
  if (scope.brandId !== null) where.push(sql`p.brand_id = ${scope.brandId}`)
  if (scope.productId !== null) where.push(sql`p.id = ${scope.productId}`)
  const inScope = sql.join(where, sql` and `)
  const [from, to] = [startOf(scope.from), endOf(scope.to)]
  const sold = sql.join(
    SOLD_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )
  const placed = sql`coalesce(o.paid_at, o.created_at)`
  const result = await db.execute(sql`
    with facts as (
      select ${indiaDay(sql`v.created_at`)} as day, p.id as product_id, p.brand_id,
        1 as upvotes, 0 as unlocks, 0 as adds, null::int as order_id, 0 as revenue
      from votes v join products p on p.id = v.product_id
      where v.created_at >= ${from} and v.created_at < ${to} and ${inScope}
      union all
      select d.day, p.id, p.brand_id, 0, d.unlocks, d.adds, null, 0
      from product_days d join products p on p.id = d.product_id
      where d.day >= ${scope.from}::date and d.day <= ${scope.to}::date and ${inScope}
      union all
      select ${indiaDay(placed)}, p.id, p.brand_id, 0, 0, 0, o.id, oi.quantity * (oi.unit_price - oi.unit_discount)
      from orders o join order_items oi on oi.order_id = o.id join products p on p.id = oi.product_id
      where o.status in (${sold}) and ${placed} >= ${from} and ${placed} < ${to} and ${inScope}
    )
    select
      case when grouping(day) = 0 then 'day' when grouping(product_id) = 0 then 'product'
        when grouping(brand_id) = 0 then 'brand' else 'all' end as kind,
      case when grouping(day) = 0 then day::text end as day,
      case when grouping(product_id) = 0 then product_id end as product_id,
      case when grouping(brand_id) = 0 then brand_id end as brand_id,
      sum(upvotes)::int as upvotes, sum(unlocks)::int as unlocks, sum(adds)::int as adds,
      count(distinct order_id)::int as orders, sum(revenue)::int as revenue
    from facts
    group by grouping sets ((day), (product_id), (brand_id), ())`)
  return (result as unknown as { rows: FactRow[] }).rows
}
