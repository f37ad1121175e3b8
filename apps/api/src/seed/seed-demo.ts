// First start: an empty store gets the demo catalogue (prints nothing; the caller logs).
import { count } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { loadCatalogue } from './load-catalogue.ts'

export async function seedDemoIfEmpty(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(products)
  if ((row?.n ?? 0) > 0) return
  await loadCatalogue(db)
}
