// Small key/value settings shared by every instance on one database (generated secrets).
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { settings } from '../db/schema.ts'

/** The stored value, or `candidate` stored now; concurrent first starts agree on one value. */
export async function getOrCreateSetting(db: Db, key: string, candidate: string): Promise<string> {
  await db.insert(settings).values({ key, value: candidate }).onConflictDoNothing()
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key))
  if (!row) throw new Error(`setting ${key} vanished right after it was written`)
  return row.value
}
