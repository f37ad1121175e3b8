// `npm run seed -- --reset`: empties the catalogue and everything that points at it (votes, carts,
// orders), so a fresh catalogue can be loaded. Users and settings other than the seed marker stay.
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'

export async function resetCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`truncate brands, categories, tags, products, guides, orders, search_words, home_banners restart identity cascade`,
    )
    await tx.execute(sql`delete from settings where key = 'demo_seed_version'`)
  })
}
