// An AddToCart event (POST /api/fb-events) counts one add to the bag per product it names, on today's
// row of product_days (decision 0770). One statement; ids that are not products are ignored, so a
// made-up id costs nothing. The cart API itself (called on every bag change) writes nothing more.
import { sql } from 'drizzle-orm'
import type { FbEvent } from '@haat/domain/catalog/errors'
import type { Db } from '../../db/client.ts'
import { productDays, products } from '../../db/schema.ts'
import { indiaDay } from '../../repositories/india-day.ts'

const MAX_ID = 2_147_483_647

export async function countAddsToBag(db: Db, event: FbEvent): Promise<void> {
  if (event.eventName !== 'AddToCart') return
  const named = [...(event.contents ?? []).map((c) => c.id), ...(event.content_ids ?? [])]
  const ids = [...new Set(named.map(Number))].filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_ID)
  if (ids.length === 0) return
  await db.execute(sql`
    insert into ${productDays} (product_id, day, adds)
    select ${products.id}, ${indiaDay(sql`now()`)}, 1 from ${products}
    where ${products.id} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    on conflict (product_id, day) do update set adds = ${productDays.adds} + 1`)
}
