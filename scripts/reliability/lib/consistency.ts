// After a storm, a crash or a fuzz run: the stored data must still add up. Each check is one SQL query
// that returns the offending rows; an empty list everywhere means consistent.
import { sql } from 'drizzle-orm'
import type { Db } from '../../../apps/api/src/db/client.ts'

const CHECKS = {
  'upvote_count differs from vote rows': sql`
    select p.id, p.upvote_count, count(v.product_id)::int as rows
    from products p left join votes v on v.product_id = p.id
    group by p.id having p.upvote_count <> count(v.product_id)`,
  'negative upvote_count': sql`select id, upvote_count from products where upvote_count < 0`,
  'cart quantity not positive': sql`select user_id, variant_id, quantity from cart_items where quantity <= 0`,
  'order subtotal differs from its items': sql`
    select o.public_id, o.subtotal, coalesce(sum(i.quantity * i.unit_price), 0)::int as items
    from orders o left join order_items i on i.order_id = o.id
    group by o.id having o.subtotal <> coalesce(sum(i.quantity * i.unit_price), 0)`,
  'order discount differs from its items': sql`
    select o.public_id, o.discount, coalesce(sum(i.quantity * i.unit_discount), 0)::int as items
    from orders o left join order_items i on i.order_id = o.id
    group by o.id having o.discount <> coalesce(sum(i.quantity * i.unit_discount), 0)`,
  'order total is not subtotal - discount': sql`
    select public_id, subtotal, discount, total from orders where total <> subtotal - discount or total < 0`,
  'order without items': sql`
    select o.public_id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
}

export type ConsistencyReport = { ok: boolean; problems: Record<string, unknown[]> }

export const rowsOf = (result: unknown): unknown[] =>
  Array.isArray(result) ? result : ((result as { rows: unknown[] }).rows ?? [])

export async function checkConsistency(db: Db): Promise<ConsistencyReport> {
  const problems: Record<string, unknown[]> = {}
  for (const [name, query] of Object.entries(CHECKS)) {
    const rows = rowsOf(await db.execute(query))
    if (rows.length > 0) problems[name] = rows.slice(0, 5)
  }
  return { ok: Object.keys(problems).length === 0, problems }
}

/** Totals for reports: products, votes, cart lines, orders. */
export async function countRows(db: Db) {
  const [row] = rowsOf(
    await db.execute(sql`select
      (select count(*) from votes)::int as votes,
      (select coalesce(sum(upvote_count), 0) from products)::int as upvote_total,
      (select count(*) from cart_items)::int as cart_lines,
      (select count(*) from orders)::int as orders`),
  ) as { votes: number; upvote_total: number; cart_lines: number; orders: number }[]
  return row!
}
