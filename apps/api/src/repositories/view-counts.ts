// Adds buffered product views to view_count in one statement.
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'

/** views: product id → views since the last write. Unknown ids are ignored. */
export async function addProductViews(db: Db, views: ReadonlyMap<number, number>): Promise<void> {
  if (views.size === 0) return
  // Integer arrays as text literals: one parameter each, the same on PGlite and node-postgres.
  const ids = `{${[...views.keys()].join(',')}}`
  const counts = `{${[...views.values()].join(',')}}`
  await db.execute(sql`
    update products p set view_count = p.view_count + v.n
    from unnest(${ids}::int[], ${counts}::int[]) as v(id, n)
    where p.id = v.id`)
}
