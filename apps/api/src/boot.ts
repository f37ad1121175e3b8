// Opens the database (migrations run at open), fills the search synonyms and loads the demo catalogue
// on first start.
import type { Env } from './config/env.ts'
import { openDatabase, type Database } from './db/client.ts'
import { seedSynonymsIfEmpty } from './search/seed-synonyms.ts'
import { seedDemoIfEmpty } from './seed/seed-demo.ts'

export async function bootDatabase(env: Env): Promise<Database> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  await seedSynonymsIfEmpty(database.db)
  if (env.SEED_DEMO) await seedDemoIfEmpty(database.db)
  return database
}
